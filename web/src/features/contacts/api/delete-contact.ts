import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { recordOwnContactWrite } from './own-contact-writes';
import { refreshAfterContactChange } from './refresh-after-contact-change';

export const deleteContact = (id: string) =>
  apiRequest<void>(paths.api.contact(id), { method: 'DELETE' });

export const useDeleteContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: (_answer, id) => {
      // The contact is gone: its detail, deals and timeline are dropped rather than refreshed
      // with the lists (the delete dialog may still be watching its deals; a GET would 404), and
      // every list leaves it out and counts one fewer at once.
      recordOwnContactWrite(queryClient, { kind: 'deleted', id, at: Date.now() });
      return refreshAfterContactChange(queryClient);
    },
  });
};
