import type { ContactBulkJob } from '@salesflow/shared/contacts/contact-bulk-job';
import type { ContactFilterInput } from '@salesflow/shared/contacts/contact-list.schema';
import type { ContactStatus } from '@salesflow/shared/contacts/contact-statuses';
import { useState } from 'react';
import type { ToastAction } from '../../../components/toast/toast-queue';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { bulkOutcome, isBulkJobAnswer, useBulkContacts } from '../api/bulk-contacts';
import type { BulkTagMode } from '../components/bulk-tag-dialog';
import { BULK_DONE } from '../utils/bulk-job-labels';
import { useBulkJobWatch } from './use-bulk-job-watch';
import { useRestoreFromTrash } from './use-restore-from-trash';

/** Whom a bulk action is for: the ticked contacts, or every contact the list's filter matches. */
export type BulkTarget = { ids: readonly string[] } | { filter: ContactFilterInput };

type BulkStep =
  | { action: 'assign'; value: string }
  | { action: 'status'; value: ContactStatus }
  | { action: BulkTagMode; value: string }
  | { action: 'delete' }
  | { action: 'autocall' };

export interface BulkActionsOptions {
  /** Unticks the contacts done (an answer at once), keeping those refused for another try. */
  remove: (ids: readonly string[]) => void;
  /** A job (a filter, or more than 200 ids) has ended: the selection is cleared. */
  onJobEnded: (job: ContactBulkJob) => void;
}

/**
 * The selection bar's work: a status for all, a tag added or taken off, a member to assign (for
 * more leads than the Team's assign dialog takes), or their deletion once confirmed. A page of
 * ids is answered at once: each contact answers for itself, those done leave the selection, those
 * refused stay ticked and the toast says why, and the toast's Undo brings back exactly those
 * deleted. A filter or more ids run as a job, watched until it ends (use-bulk-job-watch); the
 * bar's actions wait meanwhile.
 */
export const useBulkActions = (target: BulkTarget, { remove, onJobEnded }: BulkActionsOptions) => {
  const bulk = useBulkContacts();
  const toast = useToast();
  const job = useBulkJobWatch(onJobEnded);
  const { restore } = useRestoreFromTrash();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [tagging, setTagging] = useState<BulkTagMode | null>(null);
  const [assigning, setAssigning] = useState(false);

  const run = async (step: BulkStep, undo?: (done: readonly string[]) => ToastAction) => {
    const verb = BULK_DONE[step.action];
    const sent = 'filter' in target ? { filter: target.filter } : { ids: [...target.ids] };
    try {
      const answer = await bulk.mutateAsync({ ...step, ...sent });
      if (isBulkJobAnswer(answer)) {
        job.watch(answer.job.id);
        return true;
      }
      const failed = new Set(answer.failed.map((f) => f.id));
      const done = (sent.ids ?? []).filter((id) => !failed.has(id));
      remove(done);
      toast({
        ...bulkOutcome(verb, answer),
        ...(undo && done.length > 0 && { action: undo(done) }),
      });
      return true;
    } catch (error) {
      toast({
        title: `Contacts not ${verb}`,
        description: errorMessage(error, 'Please try again.'),
        variant: 'error',
      });
      return false;
    }
  };

  return {
    pending: bulk.isPending || job.running,
    /** The job watched, for its progress banner. */
    job,
    setStatus: (status: ContactStatus) => run({ action: 'status', value: status }),
    /** Chosen for the user's next auto-calling run: called first, in this order. */
    autoCall: () => run({ action: 'autocall' }),
    /** Choosing a member for leads assigned here (a filter, or more than the Team dialog takes). */
    assigning,
    askAssign: () => setAssigning(true),
    cancelAssign: () => setAssigning(false),
    applyAssign: async (memberId: string) => {
      if (await run({ action: 'assign', value: memberId })) setAssigning(false);
    },
    /** The Add a tag / Remove a tag dialog open; closed once the tag is sent and answered. */
    tagging,
    askTag: (mode: BulkTagMode) => setTagging(mode),
    cancelTag: () => setTagging(null),
    applyTag: async (mode: BulkTagMode, tag: string) => {
      if (await run({ action: mode, value: tag })) setTagging(null);
    },
    confirmingDelete,
    askDelete: () => setConfirmingDelete(true),
    cancelDelete: () => setConfirmingDelete(false),
    confirmDelete: async () => {
      await run({ action: 'delete' }, (deleted) => ({
        label: 'Undo',
        onClick: () => void restore(deleted),
      }));
      setConfirmingDelete(false);
    },
  };
};
