import type { ContactImportRequest, ImportResult } from '@salesflow/shared/contacts/contact-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { heldLeadsKey } from './held-leads';
import { refreshAfterImport } from './refresh-after-contact-change';

/** Names the import while it runs, so the dialog can stay open until it ends. */
export const importContactsMutationKey = ['contacts', 'import'] as const;

export const importContacts = (request: ContactImportRequest) =>
  apiRequest<ImportResult>(paths.api.contactsImport, { method: 'POST', body: request });

/** Imports leads; the new contacts show in the lists, the dashboard and the onboarding milestones. */
export const useImportContacts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: importContactsMutationKey,
    mutationFn: importContacts,
    onSuccess: () =>
      Promise.all([
        refreshAfterImport(queryClient),
        queryClient.invalidateQueries({ queryKey: heldLeadsKey }),
      ]),
  });
};
