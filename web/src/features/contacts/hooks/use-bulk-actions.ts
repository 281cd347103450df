import type { ContactStatus } from '@salesflow/shared/contacts/contact-statuses';
import { useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { bulkOutcome, useBulkContacts } from '../api/bulk-contacts';

/**
 * The selection bar's work on the ticked contacts: a status for all, or their deletion once
 * confirmed. Each contact answers for itself; those done leave the selection, those refused stay
 * ticked and the toast says why.
 */
export const useBulkActions = (
  ids: readonly string[],
  remove: (ids: readonly string[]) => void,
) => {
  const bulk = useBulkContacts();
  const toast = useToast();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const run = async (
    input: { action: 'status'; value: ContactStatus } | { action: 'delete' },
    verb: string,
  ) => {
    try {
      const result = await bulk.mutateAsync({ ...input, ids: [...ids] });
      const failed = new Set(result.failed.map((f) => f.id));
      remove(ids.filter((id) => !failed.has(id)));
      toast(bulkOutcome(verb, result));
    } catch (error) {
      toast({
        title: `Contacts not ${verb}`,
        description: errorMessage(error, 'Please try again.'),
        variant: 'error',
      });
    }
  };

  return {
    pending: bulk.isPending,
    setStatus: (status: ContactStatus) => run({ action: 'status', value: status }, 'updated'),
    confirmingDelete,
    askDelete: () => setConfirmingDelete(true),
    cancelDelete: () => setConfirmingDelete(false),
    confirmDelete: async () => {
      await run({ action: 'delete' }, 'deleted');
      setConfirmingDelete(false);
    },
  };
};
