import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';

export interface FormDialogProps {
  open: boolean;
  /** The dialog's heading and accessible name. */
  title: string;
  onClose: () => void;
  /** A paper narrower than the default 600 px. */
  paperMaxWidth?: number;
  /** Runs once the closing fade has finished (to reset what the dialog showed). */
  onExited?: () => void;
  /** The form. The dialog unmounts it once closed, which resets it. */
  children: ReactNode;
}

/** A titled dialog around a form (add/edit a record, compose a message). */
export const FormDialog = ({
  open,
  title,
  onClose,
  paperMaxWidth,
  onExited,
  children,
}: FormDialogProps) => {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{
        ...(paperMaxWidth ? { paper: { sx: { maxWidth: paperMaxWidth } } } : {}),
        ...(onExited ? { transition: { onExited } } : {}),
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
};
