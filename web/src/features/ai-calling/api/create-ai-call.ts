import type { AiCall, AiCallStatus } from '@salesflow/shared/ai-calls/ai-call.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterCallChange } from './refresh-after-call-change';

export interface CreateAiCallInput {
  contactId: string;
  phoneNumber: string;
  status: AiCallStatus;
}

/** POST /api/ai-calls: 201 with the call. */
export const createAiCall = (input: CreateAiCallInput) =>
  apiRequest<AiCall>(paths.api.aiCalls, { method: 'POST', body: input });

export const useCreateAiCall = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAiCall,
    onSuccess: (call) => refreshAfterCallChange(queryClient, { created: true, call }),
  });
};
