import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { lazyPopup, PopupLoading } from '../../../components/lazy-popup';
import type { AssigneeName } from '../types/contacts-team';

// Each list loads the first time it is opened.
const DuplicatesDialog = lazyPopup(
  async () => (await import('./duplicates-dialog')).DuplicatesDialog,
  <PopupLoading />,
);
const TrashDialog = lazyPopup(
  async () => (await import('./trash-dialog')).TrashDialog,
  <PopupLoading />,
);

export interface ContactsExtraListsProps {
  /** Opens a contact's detail (from a possible duplicate). */
  onOpen: (contact: { id: string }) => void;
  assigneeName?: AssigneeName | undefined;
}

/** The Contacts screen's other lists, each in its dialog: possible duplicates and the trash. */
export const ContactsExtraLists = ({ onOpen, assigneeName }: ContactsExtraListsProps) => {
  const [open, setOpen] = useState<'duplicates' | 'trash' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ContentCopyOutlinedIcon />}
        onClick={() => setOpen('duplicates')}
      >
        Duplicates
      </Button>
      <Button
        variant="outlined"
        startIcon={<DeleteOutlinedIcon />}
        aria-haspopup="dialog"
        onClick={() => setOpen('trash')}
      >
        Trash
      </Button>
      <DuplicatesDialog
        open={open === 'duplicates'}
        onClose={close}
        onOpen={onOpen}
        assigneeName={assigneeName}
      />
      <TrashDialog open={open === 'trash'} onClose={close} />
    </>
  );
};
