import type { SetPlanInput } from '@salesflow/shared/plans/subscription.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths } from '../../../config/admin-paths';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterAccountChange } from './refresh-after-account-change';

export interface SetAccountPlanInput extends SetPlanInput {
  organizationId: string;
}

/** PUT /api/admin/organizations/{id}/plan: a plan set by hand, or a trial moved to end later. */
export const setAccountPlan = ({ organizationId, ...body }: SetAccountPlanInput) =>
  apiRequest<unknown>(adminPaths.plan(organizationId), { method: 'PUT', body });

export const useSetAccountPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccountPlan,
    onSuccess: () => refreshAfterAccountChange(queryClient),
  });
};
