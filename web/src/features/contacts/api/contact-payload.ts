import type { ContactFields, ContactUpdate } from '@salesflow/shared/contacts/contact.schema';

/**
 * The body of POST and PUT /api/contacts: the form's fields (the score is not the form's to set);
 * the edit dialog also sends the calling fields (Do Not Call, time zone, consent). Both send the
 * organization's custom fields: a new contact those filled in, an edit only those changed (null
 * clears one); none at all when nothing is to be said.
 */
export type ContactPayload = Omit<ContactFields, 'score' | 'customFields'> &
  Pick<ContactUpdate, 'doNotCall' | 'timezone' | 'callConsent' | 'customFields'>;
