import type { Deal, DealStage } from '@salesflow/shared/deals/deal.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/toast/use-toast';
import { dashboardQueryKeys } from '../../../lib/query-keys';
import { dealsQueryKey } from '../api/get-deals';
import { refreshAfterDealChange } from '../api/refresh-after-deal-change';
import { updateDeal } from '../api/update-deal';
import { applyDealMove } from '../utils/board-cache';
import { useProposalFollowUp } from './use-proposal-follow-up';

export interface MoveDealInput {
  deal: Deal;
  to: DealStage;
}

const moveDealKey = [...dealsQueryKey, 'move'] as const;

/**
 * Board columns are read from a secondary index, which DynamoDB updates a moment after the
 * write. Refetching them at once after a successful move could briefly show the card back in
 * its old column, so the lists wait this long; the figures refresh at once.
 */
export const COLUMN_REFRESH_DELAY_MS = 1500;

/**
 * The board's drop: the card moves at once (lists, counts and total), then PUT { stage }.
 * A refusal moves it back. The lists are refreshed once no other move is still on its way,
 * so a second quick drag is not undone by the first one's refresh.
 */
export const useMoveDeal = () => {
  const queryClient = useQueryClient();
  const toast = useToast();
  const followUp = useProposalFollowUp();
  // Another move still on its way would be undone by this refresh: its own settling refreshes.
  // While a move settles it still counts itself; once settled it does not.
  const refreshIfLastMove = (ownMoves: 0 | 1) =>
    queryClient.isMutating({ mutationKey: moveDealKey }) === ownMoves
      ? refreshAfterDealChange(queryClient, { settled: true })
      : undefined;
  return useMutation({
    mutationKey: moveDealKey,
    mutationFn: ({ deal, to }: MoveDealInput) =>
      updateDeal({ id: deal.id, payload: { stage: to } }),
    onMutate: async ({ deal, to }) => {
      // A list still loading would otherwise land on top of the move.
      await queryClient.cancelQueries({ queryKey: dealsQueryKey });
      applyDealMove(queryClient, deal, to);
    },
    onSuccess: (_answer, { deal, to }) => {
      toast({
        title: 'Deal Updated',
        description: 'Deal stage has been updated successfully.',
        variant: 'success',
        // A proposal sent is followed up: the toast offers the follow-up, one click away.
        ...(to === 'proposal' && deal.stage !== 'proposal' ? { action: followUp(deal) } : {}),
      });
    },
    onError: (_error, { deal, to }) => {
      applyDealMove(queryClient, { ...deal, stage: to }, deal.stage);
      toast({ title: 'Error', description: 'Failed to update deal stage.', variant: 'error' });
    },
    onSettled: async (_data, error) => {
      if (error) return refreshIfLastMove(1);
      await queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.all });
      setTimeout(() => refreshIfLastMove(0), COLUMN_REFRESH_DELAY_MS);
    },
  });
};
