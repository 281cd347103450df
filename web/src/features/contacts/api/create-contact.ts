import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import type { ContactPayload } from './contact-payload';
import { recordOwnContactWrite } from './own-contact-writes';
import { refreshAfterContactChange } from './refresh-after-contact-change';

export const createContact = (payload: ContactPayload) =>
  apiRequest<Contact>(paths.api.contacts, { method: 'POST', body: payload });

export const useCreateContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: (contact) => {
      recordOwnContactWrite(queryClient, { kind: 'created', contact, at: Date.now() });
      return refreshAfterContactChange(queryClient, { created: true });
    },
  });
};
