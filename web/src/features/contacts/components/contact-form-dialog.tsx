import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { useCustomFields } from '../../../components/custom-fields/custom-fields-api';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { RecordForm } from '../../../components/form-dialog/record-form';
import type { ApiError } from '../../../lib/api-client';
import { useCreateContact } from '../api/create-contact';
import { useUpdateContact } from '../api/update-contact';
import { contactFormValues, contactServerDetails, useContactForm } from '../hooks/use-contact-form';
import { ContactEditFields } from './contact-calling-fields';
import { ContactFormFields } from './contact-form-fields';

export interface ContactFormDialogProps {
  open: boolean;
  /** An existing contact (with an id) puts the dialog in edit mode. */
  contact?: Contact | null;
  onClose: () => void;
}

/** Add New Contact / Edit Contact (document 1, "Contacts screen"). */
export const ContactFormDialog = ({ open, contact, onClose }: ContactFormDialogProps) => (
  <FormDialog
    open={open}
    title={contact?.id ? 'Edit Contact' : 'Add New Contact'}
    onClose={onClose}
    paperMaxWidth={500}
  >
    <ContactForm key={contact?.id ?? 'new'} contact={contact} onDone={onClose} />
  </FormDialog>
);

interface ContactFormProps {
  contact: Contact | null | undefined;
  onDone: () => void;
}

const ContactForm = ({ contact, onDone }: ContactFormProps) => {
  // The organization's contact fields: their inputs are checked and sent with the contact's own.
  const fields = useCustomFields('contact').data;
  const form = useContactForm(contactFormValues(contact), contact, fields);
  const create = useCreateContact();
  const update = useUpdateContact();
  const showDetails = (error: ApiError) => {
    const shown = form.showServerErrors(contactServerDetails(error.details));
    // A 409 on a contact is a duplicate email: say so beside the email field too.
    if (!shown && error.code === 'CONFLICT' && error.serverMessage) {
      form.showServerErrors([{ field: 'email', message: error.serverMessage }]);
    }
  };

  return (
    <RecordForm
      form={form}
      noun="Contact"
      id={contact?.id}
      create={create}
      update={update}
      showDetails={showDetails}
      onDone={onDone}
      submitLabel={contact?.id ? 'Update Contact' : 'Add Contact'}
      Fields={contact?.id ? ContactEditFields : ContactFormFields}
    />
  );
};
