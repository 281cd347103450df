import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { aiCallQueryOptions } from './get-ai-call';

/** POST /api/ai-calls/{id}/hang-up: answers the call as it is after the hang-up. */
export const hangUpCall = (id: string) =>
  apiRequest<AiCall>(paths.api.hangUpCall(id), { method: 'POST', body: {} });

/** The answer goes straight into the followed call's cache entry, so an ended call closes at once. */
export const useHangUpCall = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hangUpCall,
    onSuccess: (call) => queryClient.setQueryData(aiCallQueryOptions(call.id).queryKey, call),
  });
};
