import type { Deal, DealStage } from '@salesflow/shared/deals/deal.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/toast/use-toast';
import { dealsQueryKey } from '../api/get-deals';
import { refreshAfterDealChange } from '../api/refresh-after-deal-change';
import { updateDeal } from '../api/update-deal';
import { applyDealMove } from '../utils/board-cache';

export interface MoveDealInput {
  deal: Deal;
  to: DealStage;
}

const moveDealKey = [...dealsQueryKey, 'move'] as const;

/**
 * The board's drop: the card moves at once (lists, counts and total), then PUT { stage }.
 * A refusal moves it back. The lists are refreshed once no other move is still on its way,
 * so a second quick drag is not undone by the first one's refresh.
 */
export const useMoveDeal = () => {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationKey: moveDealKey,
    mutationFn: ({ deal, to }: MoveDealInput) =>
      updateDeal({ id: deal.id, payload: { stage: to } }),
    onMutate: async ({ deal, to }) => {
      // A list still loading would otherwise land on top of the move.
      await queryClient.cancelQueries({ queryKey: dealsQueryKey });
      applyDealMove(queryClient, deal, to);
    },
    onSuccess: () => {
      toast({
        title: 'Deal Updated',
        description: 'Deal stage has been updated successfully.',
        variant: 'success',
      });
    },
    onError: (_error, { deal, to }) => {
      applyDealMove(queryClient, { ...deal, stage: to }, deal.stage);
      toast({ title: 'Error', description: 'Failed to update deal stage.', variant: 'error' });
    },
    onSettled: () =>
      queryClient.isMutating({ mutationKey: moveDealKey }) === 1
        ? refreshAfterDealChange(queryClient)
        : undefined,
  });
};
