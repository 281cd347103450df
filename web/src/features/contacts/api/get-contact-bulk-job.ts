import type { ContactBulkJobAnswer } from '@salesflow/shared/contacts/contact-bulk.schema';
import { bulkJobEnded, type ContactBulkJob } from '@salesflow/shared/contacts/contact-bulk-job';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

/**
 * A bulk action run as a job (GET /api/contacts/bulk/{id}, the caller's own), read every second
 * until it ends. Apart from the contacts root key: refreshing the lists does not read it again.
 */
export const contactBulkJobKey = (id: string) => ['contact-bulk-jobs', id] as const;

/** How often a job's progress is read while it runs. */
export const BULK_JOB_POLL_MS = 1000;

export const contactBulkJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contactBulkJobKey(id),
    // The 202 answer's state is in the cache already: the next read is a poll away.
    staleTime: BULK_JOB_POLL_MS,
    queryFn: async ({ signal }): Promise<ContactBulkJob> =>
      (await apiRequest<ContactBulkJobAnswer>(paths.api.contactsBulkJob(id), { signal })).job,
    refetchInterval: (query) =>
      query.state.data && bulkJobEnded(query.state.data) ? false : BULK_JOB_POLL_MS,
  });

export const useContactBulkJob = (id: string) => useQuery(contactBulkJobQueryOptions(id));

/** The caller's newest bulk job (GET /api/contacts/bulk/latest), or null: read once per visit. */
export const latestContactBulkJob = async (signal?: AbortSignal): Promise<ContactBulkJob | null> =>
  (
    await apiRequest<{ job: ContactBulkJob | null }>(paths.api.contactsBulkLatest, {
      ...(signal ? { signal } : {}),
    })
  ).job;
