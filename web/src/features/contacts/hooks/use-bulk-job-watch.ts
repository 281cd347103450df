import { bulkJobEnded, type ContactBulkJob } from '@salesflow/shared/contacts/contact-bulk-job';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { refreshOnceProjected } from '../../../lib/query-keys';
import { bulkJobOutcome } from '../api/bulk-contacts';
import { contactBulkJobQueryOptions, latestContactBulkJob } from '../api/get-contact-bulk-job';
import { contactsQueryKey } from '../api/get-contacts';
import { refreshAfterContactChange } from '../api/refresh-after-contact-change';
import { BULK_DONE } from '../utils/bulk-job-labels';

/**
 * The bulk job the user started (answered 202), read every second until it ends. Then the toast
 * says how it went, as an answer at once would; the lists and figures are read again now and
 * once the indexes derived from the table's stream have followed; and `onEnded` runs (the
 * selection is cleared). An ended export stays until dismissed, for its Download link.
 * Coming back to Contacts, the user's newest job is found again: still running, it is watched
 * on; an export that ended in the last RECENT_EXPORT_MS shows its Download link (its toast was
 * told already).
 */
/** How long after an export ends its Download link is offered again on coming back. */
const RECENT_EXPORT_MS = 15 * 60 * 1000;

export const useBulkJobWatch = (onEnded: (job: ContactBulkJob) => void) => {
  const [id, setId] = useState<string | null>(null);
  const query = useQuery({ ...contactBulkJobQueryOptions(id ?? ''), enabled: id !== null });
  const queryClient = useQueryClient();
  const toast = useToast();
  const told = useRef<string | null>(null);
  const job = id === null ? undefined : query.data;
  const ended = job !== undefined && bulkJobEnded(job);

  useEffect(() => {
    const controller = new AbortController();
    latestContactBulkJob(controller.signal)
      .then((latest) => {
        if (!latest) return;
        const recentExport =
          latest.fileReady &&
          latest.finishedAt !== null &&
          Date.now() - Date.parse(latest.finishedAt) < RECENT_EXPORT_MS;
        if (bulkJobEnded(latest) && !recentExport) return;
        if (bulkJobEnded(latest)) told.current = latest.id;
        queryClient.setQueryData(contactBulkJobQueryOptions(latest.id).queryKey, latest);
        setId((current) => current ?? latest.id);
      })
      // Only the banner is missing: the list works without it.
      .catch(() => undefined);
    return () => controller.abort();
  }, [queryClient]);

  useEffect(() => {
    if (!job || !ended || told.current === job.id) return;
    told.current = job.id;
    toast(bulkJobOutcome(BULK_DONE[job.action], job));
    void refreshAfterContactChange(queryClient);
    refreshOnceProjected(queryClient, [contactsQueryKey]);
    onEnded(job);
    if (!job.fileReady) setId(null);
  }, [job, ended, toast, queryClient, onEnded]);

  return {
    /** The job watched: running, or an ended export with its file. */
    job,
    /** Reading its progress failed: the bar need not wait (the reads go on, and may recover). */
    running: job !== undefined && !ended && !query.isError,
    watch: setId,
    dismiss: () => setId(null),
  };
};
