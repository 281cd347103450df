import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { aiCallsQueryKey } from '../../../lib/query-keys';

/** DELETE /api/ai-calling/chosen/{id}: the lead is no longer chosen for auto-calling. */
export const unchooseLead = (contactId: string) =>
  apiRequest<void>(paths.api.chosenLead(contactId), { method: 'DELETE' });

/** Takes a chosen lead off; the queue is read again (it may stay in it by its score). */
export const useUnchooseLead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unchooseLead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...aiCallsQueryKey, 'queue'] }),
  });
};
