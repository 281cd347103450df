import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import type { DealPayload } from './deal-payload';
import { refreshAfterDealChange } from './refresh-after-deal-change';

export interface UpdateDealInput {
  id: string;
  /** Any subset: the form sends every field, the board only the stage. */
  payload: Partial<DealPayload>;
}

export const updateDeal = ({ id, payload }: UpdateDealInput) =>
  apiRequest<Deal>(paths.api.deal(id), { method: 'PUT', body: payload });

export const useUpdateDeal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeal,
    onSuccess: () => refreshAfterDealChange(queryClient),
  });
};
