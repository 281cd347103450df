import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterDealChange } from './refresh-after-deal-change';

export const deleteDeal = (id: string) =>
  apiRequest<void>(paths.api.deal(id), { method: 'DELETE' });

export const useDeleteDeal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeal,
    onSuccess: () => refreshAfterDealChange(queryClient),
  });
};
