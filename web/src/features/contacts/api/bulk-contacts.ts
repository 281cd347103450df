import type {
  ContactBulkInput,
  ContactBulkResult,
} from '@salesflow/shared/contacts/contact-bulk.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { recordOwnContactWrite } from './own-contact-writes';
import { refreshAfterContactChange } from './refresh-after-contact-change';

export const bulkContacts = (input: ContactBulkInput) =>
  apiRequest<ContactBulkResult>(paths.api.contactsBulk, { method: 'POST', body: input });

/**
 * One action on the ticked contacts. Deleted ones leave every list at once (as the user's own
 * deletions); the lists, figures and details are read again for the rest.
 */
export const useBulkContacts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkContacts,
    onSuccess: (result, input) => {
      if (input.action === 'delete') {
        const failed = new Set(result.failed.map((f) => f.id));
        const at = Date.now();
        for (const id of input.ids ?? []) {
          if (!failed.has(id)) recordOwnContactWrite(queryClient, { kind: 'deleted', id, at });
        }
      }
      return refreshAfterContactChange(queryClient);
    },
  });
};

/** What the toast says of a bulk action's answer. */
export const bulkOutcome = (
  verb: string,
  result: Pick<ContactBulkResult, 'updated' | 'failed'>,
): { title: string; description?: string; variant: 'success' | 'error' } => {
  const noun = (n: number) => `${n.toLocaleString('en-US')} contact${n === 1 ? '' : 's'}`;
  const title = `${noun(result.updated)} ${verb}`;
  if (result.failed.length === 0) return { title, variant: 'success' };
  const reasons = [...new Set(result.failed.map((f) => f.reason))].slice(0, 2).join(' ');
  return {
    title: result.updated ? title : `No contacts ${verb}`,
    description: `${noun(result.failed.length)} not: ${reasons}`,
    variant: result.updated ? 'success' : 'error',
  };
};
