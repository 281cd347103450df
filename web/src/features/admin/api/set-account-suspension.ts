import type { AdminAccount, SuspensionInput } from '@salesflow/shared/admin/admin.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths } from '../../../config/admin-paths';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterAccountChange } from './refresh-after-account-change';

export interface SetSuspensionInput extends SuspensionInput {
  organizationId: string;
}

/** PUT /api/admin/accounts/{id}/suspension: suspend or reactivate; answers the account. */
export const setAccountSuspension = ({ organizationId, ...body }: SetSuspensionInput) =>
  apiRequest<AdminAccount>(adminPaths.suspension(organizationId), { method: 'PUT', body });

export const useSetAccountSuspension = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccountSuspension,
    onSuccess: () => refreshAfterAccountChange(queryClient),
  });
};
