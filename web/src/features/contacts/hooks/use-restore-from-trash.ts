import type { RestoreResult } from '@salesflow/shared/contacts/contact-trash';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useRestoreContacts } from '../api/restore-contacts';
import { restoreOutcome } from '../utils/trash-labels';

/**
 * Brings contacts back from the trash and says so in a toast: "Contact restored", or why one is
 * not (a contact with its email was added since, the plan's limit). The promise, not `mutate`'s
 * callbacks, so an Undo pressed after its dialog or drawer has closed still reports; it answers
 * the result, or null when the request itself failed.
 */
export const useRestoreFromTrash = () => {
  const toast = useToast();
  const { mutateAsync, isPending } = useRestoreContacts();
  const restore = (ids: readonly string[]): Promise<RestoreResult | null> =>
    mutateAsync({ ids: [...ids] }).then(
      (result) => {
        toast(restoreOutcome(result));
        return result;
      },
      (error: unknown) => {
        toast({
          title: ids.length === 1 ? 'Contact not restored' : 'Contacts not restored',
          description: errorMessage(error, 'Please try again.'),
          variant: 'error',
        });
        return null;
      },
    );
  return { restore, pending: isPending };
};
