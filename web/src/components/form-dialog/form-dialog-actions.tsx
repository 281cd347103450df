import Button, { type ButtonProps } from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

export interface FormDialogActionsProps {
  onCancel: () => void;
  /** While the form is sent: Cancel is disabled and the submit button spins. */
  pending: boolean;
  submitLabel: string;
  /** `error` for a step that stops something (Suspend). */
  color?: ButtonProps['color'];
}

/** A form dialog's footer: Cancel, then the button that submits the form. */
export const FormDialogActions = ({
  onCancel,
  pending,
  submitLabel,
  color = 'primary',
}: FormDialogActionsProps) => (
  <DialogActions sx={{ px: 3, pb: 2.5 }}>
    <Button onClick={onCancel} disabled={pending}>
      Cancel
    </Button>
    <Button type="submit" variant="contained" color={color} loading={pending}>
      {submitLabel}
    </Button>
  </DialogActions>
);
