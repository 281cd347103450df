import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { useId } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import type { ContactPayload } from '../api/contact-payload';
import { useCreateContact } from '../api/create-contact';
import { useUpdateContact } from '../api/update-contact';
import { contactFormValues, useContactForm } from '../hooks/use-contact-form';
import { ContactFormFields } from './contact-form-fields';

export interface ContactFormDialogProps {
  open: boolean;
  /** An existing contact (with an id) puts the dialog in edit mode. */
  contact?: Contact | null;
  onClose: () => void;
}

/** Add New Contact / Edit Contact (document 1, "Contacts screen"). */
export const ContactFormDialog = ({ open, contact, onClose }: ContactFormDialogProps) => {
  const titleId = useId();
  const isEdit = Boolean(contact?.id);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
    >
      <DialogTitle id={titleId}>{isEdit ? 'Edit Contact' : 'Add New Contact'}</DialogTitle>
      {/* The dialog unmounts its content once closed, which resets the form. */}
      <ContactForm key={contact?.id ?? 'new'} contact={contact} onDone={onClose} />
    </Dialog>
  );
};

interface ContactFormProps {
  contact: Contact | null | undefined;
  onDone: () => void;
}

const ContactForm = ({ contact, onDone }: ContactFormProps) => {
  const toast = useToast();
  const form = useContactForm(contactFormValues(contact));
  const create = useCreateContact();
  const update = useUpdateContact();
  const id = contact?.id;
  const pending = create.isPending || update.isPending;

  const onError = (fallback: string) => (error: Error) => {
    if (error instanceof ApiError) {
      const shown = form.showServerErrors(error.details);
      // A 409 on a contact is a duplicate email: say so beside the email field too.
      if (!shown && error.code === 'CONFLICT' && error.serverMessage) {
        form.showServerErrors([{ field: 'email', message: error.serverMessage }]);
      }
    }
    toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'error' });
  };

  const save = (payload: ContactPayload) => {
    if (id) {
      update.mutate(
        { id, payload },
        {
          onSuccess: () => {
            toast({
              title: 'Contact Updated',
              description: 'Contact has been updated successfully.',
              variant: 'success',
            });
            onDone();
          },
          onError: onError('Failed to update contact.'),
        },
      );
      return;
    }
    create.mutate(payload, {
      onSuccess: () => {
        toast({
          title: 'Contact Created',
          description: 'Contact has been created successfully.',
          variant: 'success',
        });
        onDone();
      },
      onError: onError('Failed to create contact.'),
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(save)}>
      <DialogContent sx={{ pt: 1 }}>
        <ContactFormFields
          values={form.values}
          errors={form.errors}
          disabled={pending}
          onChange={form.setField}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={pending}>
          {id ? 'Update Contact' : 'Add Contact'}
        </Button>
      </DialogActions>
    </form>
  );
};
