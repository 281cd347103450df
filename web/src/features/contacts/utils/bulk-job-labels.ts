import type { BulkAction } from '@salesflow/shared/contacts/contact-bulk.schema';
import type { ContactBulkJob } from '@salesflow/shared/contacts/contact-bulk-job';

/** What the toast says was done to the contacts: "12 contacts tagged". */
export const BULK_DONE: Record<BulkAction, string> = {
  assign: 'assigned',
  status: 'updated',
  tag: 'tagged',
  untag: 'untagged',
  delete: 'moved to the trash',
  autocall: 'added to auto-calling',
  export: 'exported',
};

/** What a running job is doing, for its progress: "Setting status… 400 of 1,234". */
const DOING: Record<BulkAction, string> = {
  assign: 'Assigning',
  status: 'Setting status',
  tag: 'Adding the tag',
  untag: 'Removing the tag',
  delete: 'Moving to the trash',
  autocall: 'Adding to auto-calling',
  export: 'Exporting',
};

const count = (n: number) => n.toLocaleString('en-US');

/**
 * A job's progress in words: the matching contacts found so far while a filter's are gathered,
 * then the contacts done of all chosen.
 */
export const bulkJobProgressLabel = (
  job: Pick<ContactBulkJob, 'action' | 'status' | 'selected' | 'done'>,
) =>
  job.status === 'selecting'
    ? `Finding the matching contacts… ${count(job.selected)} so far`
    : `${DOING[job.action]}… ${count(job.done)} of ${count(job.selected)}`;

/**
 * "all 1,234 matching contacts" chosen by "Select all matching", or "all matching contacts" when
 * the list's count is not the number matching (a search or filter is in use).
 */
export const matchingNoun = (total: number | null) =>
  total === null ? 'all matching contacts' : `all ${count(total)} matching contacts`;
