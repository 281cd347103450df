import type {
  ContactBulkJobAnswer,
  ContactBulkRequest,
  ContactBulkResult,
} from '@salesflow/shared/contacts/contact-bulk.schema';
import type { ContactBulkJob } from '@salesflow/shared/contacts/contact-bulk-job';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { contactBulkJobKey } from './get-contact-bulk-job';
import { recordOwnContactWrite } from './own-contact-writes';
import { refreshAfterContactChange } from './refresh-after-contact-change';

/** What POST /api/contacts/bulk answers: the outcome at once (200), or the job doing it (202). */
export type ContactBulkAnswer = ContactBulkResult | ContactBulkJobAnswer;

export const isBulkJobAnswer = (answer: ContactBulkAnswer): answer is ContactBulkJobAnswer =>
  'job' in answer;

export const bulkContacts = (input: ContactBulkRequest) =>
  apiRequest<ContactBulkAnswer>(paths.api.contactsBulk, { method: 'POST', body: input });

/**
 * One action on the ticked contacts. Answered at once: deleted ones leave every list at once (as
 * the user's own deletions) and the lists, figures and details are read again for the rest. Run
 * as a job: its first state is kept for the job's progress (get-contact-bulk-job), and nothing is
 * read again before it ends.
 */
export const useBulkContacts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkContacts,
    onSuccess: (answer, input) => {
      if (isBulkJobAnswer(answer)) {
        queryClient.setQueryData(contactBulkJobKey(answer.job.id), answer.job);
        return;
      }
      if (input.action === 'delete') {
        const failed = new Set(answer.failed.map((f) => f.id));
        const at = Date.now();
        for (const id of input.ids ?? []) {
          if (!failed.has(id)) recordOwnContactWrite(queryClient, { kind: 'deleted', id, at });
        }
      }
      return refreshAfterContactChange(queryClient);
    },
  });
};

export interface BulkToast {
  title: string;
  description?: string;
  variant: 'success' | 'error';
}

const noun = (n: number) => `${n.toLocaleString('en-US')} contact${n === 1 ? '' : 's'}`;

/**
 * What the toast says of a bulk action's answer. `failedCount` is how many were refused when
 * `failed` names only the first of them (a job keeps the first 50 with their reasons).
 */
export const bulkOutcome = (
  verb: string,
  result: Pick<ContactBulkResult, 'updated' | 'failed'>,
  failedCount = result.failed.length,
): BulkToast => {
  const title = `${noun(result.updated)} ${verb}`;
  if (failedCount === 0) return { title, variant: 'success' };
  const reasons = [...new Set(result.failed.map((f) => f.reason))].slice(0, 2).join(' ');
  return {
    title: result.updated ? title : `No contacts ${verb}`,
    description: `${noun(failedCount)} not: ${reasons}`,
    variant: result.updated ? 'success' : 'error',
  };
};

/** What the toast says once a job ends: as an answer at once would, or why it stopped. */
export const bulkJobOutcome = (verb: string, job: ContactBulkJob): BulkToast =>
  job.status === 'failed'
    ? {
        title: job.updated ? `Only ${noun(job.updated)} ${verb}` : `Contacts not ${verb}`,
        description: job.error ?? 'Please try again.',
        variant: 'error',
      }
    : bulkOutcome(verb, { updated: job.updated, failed: job.failures }, job.failed);
