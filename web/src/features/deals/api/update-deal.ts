import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { cachedDeal } from '../utils/summary-change';
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
    onSuccess: (deal, { id }) => {
      // The summary moves from the answer only when the deal as it was is known (a list shows it).
      const before = cachedDeal(queryClient, id);
      return refreshAfterDealChange(queryClient, before ? { before, after: deal } : {});
    },
  });
};
