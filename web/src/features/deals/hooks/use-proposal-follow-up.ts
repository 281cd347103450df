import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCreateTask } from '../../../components/follow-ups/api/create-task';
import { proposalFollowUp } from '../../../components/follow-ups/proposal-follow-up';
import type { ToastAction } from '../../../components/toast/toast-queue';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/query-keys';

/**
 * What a deal moved to Proposal offers in its toast: "Follow up in 3 days", which adds a call task
 * on the deal (and its contact) due then, for whoever moved it.
 */
export const useProposalFollowUp = () => {
  const queryClient = useQueryClient();
  const create = useCreateTask();
  const toast = useToast();
  return (deal: Deal): ToastAction => ({
    label: 'Follow up in 3 days',
    onClick: () => {
      const timeZone =
        queryClient.getQueryData<{ timezone?: string }>(currentUserQueryKey)?.timezone ??
        'Asia/Kolkata';
      create.mutate(proposalFollowUp(deal, timeZone), {
        onSuccess: () =>
          toast({
            title: 'Follow-up added',
            description: 'It is in your tasks for that day.',
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Follow-up not added',
            description: errorMessage(error, 'Please try again.'),
            variant: 'error',
          }),
      });
    },
  });
};
