import type {
  DuplicateMergeKeep,
  DuplicateMergeResult,
} from '@salesflow/shared/contacts/duplicate-merge';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import {
  aiCallsQueryKey,
  dealsQueryKey,
  refreshAfterRecordChange,
  tasksQueryKey,
} from '../../../lib/query-keys';
import { duplicatesQueryKey } from './get-contact-duplicates';
import { contactsQueryKey } from './get-contacts';
import { recordOwnContactWrite } from './own-contact-writes';

export interface MergeContactsInput {
  /** The contact kept ("this"). */
  id: string;
  /** The contact merged into it, then deleted. */
  otherId: string;
  /** For each field on which the two differ, whose value stays. */
  keep: DuplicateMergeKeep;
}

export const mergeContacts = ({ id, otherId, keep }: MergeContactsInput) =>
  apiRequest<DuplicateMergeResult>(paths.api.contactMerge(id), {
    method: 'POST',
    body: { otherId, keep },
  });

/**
 * What a merge makes out of date. Every contacts list, and below the contacts root each contact's
 * detail, deals, timeline and possible duplicates (the kept one's now show what moved; a third
 * contact paired with the deleted one loses that pair); the Possible duplicates list; the
 * follow-ups (the tasks moved); the dashboard's figures. Deals and calls carry the contact's
 * name: marked stale, read again when next shown.
 */
export const refreshAfterMerge = (queryClient: QueryClient) =>
  Promise.all([
    refreshAfterRecordChange(queryClient, contactsQueryKey, {
      staleAlso: [dealsQueryKey, aiCallsQueryKey],
    }),
    queryClient.invalidateQueries({ queryKey: duplicatesQueryKey }),
    queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  ]);

/** Merges another contact into one: POST /api/contacts/{id}/merge. */
export const useMergeContacts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeContacts,
    onSuccess: (result, { otherId }) => {
      // The kept contact as the merge left it shows at once in its detail and every list; the
      // other leaves them (its detail, deals and timeline are dropped: a GET would 404).
      const at = Date.now();
      recordOwnContactWrite(queryClient, { kind: 'updated', contact: result.contact, at });
      recordOwnContactWrite(queryClient, { kind: 'deleted', id: otherId, at });
      return refreshAfterMerge(queryClient);
    },
  });
};
