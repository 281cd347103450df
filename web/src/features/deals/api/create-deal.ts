import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import type { DealPayload } from './deal-payload';
import { refreshAfterDealChange } from './refresh-after-deal-change';

export const createDeal = (payload: DealPayload) =>
  apiRequest<Deal>(paths.api.deals, { method: 'POST', body: payload });

export const useCreateDeal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeal,
    onSuccess: (deal) => refreshAfterDealChange(queryClient, { created: true, after: deal }),
  });
};
