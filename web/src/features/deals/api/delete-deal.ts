import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { cachedDeal } from '../utils/summary-change';
import { refreshAfterDealChange } from './refresh-after-deal-change';

export const deleteDeal = (id: string) =>
  apiRequest<void>(paths.api.deal(id), { method: 'DELETE' });

export const useDeleteDeal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeal,
    onSuccess: (_answer, id) => {
      const before = cachedDeal(queryClient, id);
      return refreshAfterDealChange(queryClient, before ? { before } : {});
    },
  });
};
