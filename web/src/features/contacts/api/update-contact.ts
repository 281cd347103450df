import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import type { ContactPayload } from './contact-payload';
import { recordOwnContactWrite } from './own-contact-writes';
import { refreshAfterContactChange } from './refresh-after-contact-change';

export interface UpdateContactInput {
  id: string;
  payload: ContactPayload;
}

export const updateContact = ({ id, payload }: UpdateContactInput) =>
  apiRequest<Contact>(paths.api.contact(id), { method: 'PUT', body: payload });

export const useUpdateContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: (contact) => {
      recordOwnContactWrite(queryClient, { kind: 'updated', contact, at: Date.now() });
      return refreshAfterContactChange(queryClient);
    },
  });
};
