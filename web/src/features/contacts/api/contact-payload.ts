import type { ContactFields } from '@salesflow/shared/contacts/contact.schema';

/** The body of POST and PUT /api/contacts: the form's fields (the score is not the form's to set). */
export type ContactPayload = Omit<ContactFields, 'score'>;
