import type { ContactStatus } from '@salesflow/shared/contacts/contact-statuses';
import { useState } from 'react';
import type { ToastAction } from '../../../components/toast/toast-queue';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { bulkOutcome, useBulkContacts } from '../api/bulk-contacts';
import type { BulkTagMode } from '../components/bulk-tag-dialog';
import { useRestoreFromTrash } from './use-restore-from-trash';

/**
 * The selection bar's work on the ticked contacts: a status for all, a tag added or taken off,
 * or their deletion once confirmed. Each contact answers for itself; those done leave the
 * selection, those refused stay ticked and the toast says why. Deleted contacts go to the trash:
 * the toast's Undo brings back exactly those.
 */
export const useBulkActions = (
  ids: readonly string[],
  remove: (ids: readonly string[]) => void,
) => {
  const bulk = useBulkContacts();
  const toast = useToast();
  const { restore } = useRestoreFromTrash();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [tagging, setTagging] = useState<BulkTagMode | null>(null);

  const run = async (
    input:
      | { action: 'status'; value: ContactStatus }
      | { action: BulkTagMode; value: string }
      | { action: 'delete' },
    verb: string,
    undo?: (done: readonly string[]) => ToastAction,
  ) => {
    const sent = [...ids];
    try {
      const result = await bulk.mutateAsync({ ...input, ids: sent });
      const failed = new Set(result.failed.map((f) => f.id));
      const done = sent.filter((id) => !failed.has(id));
      remove(done);
      toast({
        ...bulkOutcome(verb, result),
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
    pending: bulk.isPending,
    setStatus: (status: ContactStatus) => run({ action: 'status', value: status }, 'updated'),
    /** The Add a tag / Remove a tag dialog open; closed once the tag is sent and answered. */
    tagging,
    askTag: (mode: BulkTagMode) => setTagging(mode),
    cancelTag: () => setTagging(null),
    applyTag: async (mode: BulkTagMode, tag: string) => {
      const done = await run({ action: mode, value: tag }, mode === 'tag' ? 'tagged' : 'untagged');
      if (done) setTagging(null);
    },
    confirmingDelete,
    askDelete: () => setConfirmingDelete(true),
    cancelDelete: () => setConfirmingDelete(false),
    confirmDelete: async () => {
      await run({ action: 'delete' }, 'moved to the trash', (deleted) => ({
        label: 'Undo',
        onClick: () => void restore(deleted),
      }));
      setConfirmingDelete(false);
    },
  };
};
