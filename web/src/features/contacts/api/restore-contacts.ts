import type { RestoreInput, RestoreResult } from '@salesflow/shared/contacts/contact-trash';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { tasksQueryKey } from '../../../lib/query-keys';
import { dropFromTrash, trashQueryKey } from './get-trash';
import { recordOwnContactWrite } from './own-contact-writes';
import { refreshAfterContactChange } from './refresh-after-contact-change';

export const restoreContacts = (input: RestoreInput) =>
  apiRequest<RestoreResult>(paths.api.trashRestore, { method: 'POST', body: input });

/**
 * Brings contacts back from the trash (the Undo of a delete, or the Trash's Restore). Each one
 * restored is shown at once as a new contact is (its detail, every list it belongs to and their
 * counts), and leaves the trash's pages; the lists and figures are read again, and the deals and
 * follow-ups it brings back with it are read when next shown.
 */
export const useRestoreContacts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreContacts,
    onSuccess: (result) => {
      const at = Date.now();
      for (const contact of result.restored) {
        recordOwnContactWrite(queryClient, { kind: 'created', contact, at });
      }
      dropFromTrash(
        queryClient,
        result.restored.map((contact) => contact.id),
      );
      return Promise.all([
        refreshAfterContactChange(queryClient),
        queryClient.invalidateQueries({ queryKey: trashQueryKey, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: tasksQueryKey, refetchType: 'none' }),
      ]);
    },
  });
};
