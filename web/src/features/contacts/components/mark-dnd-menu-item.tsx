import DoNotDisturbOnOutlinedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useMarkDndNumber } from '../api/mark-dnd-number';

export interface MarkDndMenuItemProps {
  contact: Contact;
  /** Closes the menu; the request goes on. */
  onDone: () => void;
}

/** An Indian number the lead says is on the NCPR: promotional calls to it then need consent. */
export const isIndianContact = (contact: Contact): boolean =>
  Boolean(contact.phoneE164?.startsWith('+91'));

export const MarkDndMenuItem = ({ contact, onDone }: MarkDndMenuItemProps) => {
  const toast = useToast();
  const mark = useMarkDndNumber();
  const phone = contact.phoneE164;
  const choose = async () => {
    onDone();
    if (!phone) return;
    try {
      await mark.mutateAsync(phone);
      toast({
        title: 'Marked as on NCPR',
        description: `Promotional calls to ${contact.name} now need their consent.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to mark the number as on NCPR'),
        variant: 'error',
      });
    }
  };
  return (
    <MenuItem onClick={() => void choose()}>
      <ListItemIcon>
        <DoNotDisturbOnOutlinedIcon fontSize="small" />
      </ListItemIcon>
      Mark as on NCPR (do not disturb)
    </MenuItem>
  );
};
