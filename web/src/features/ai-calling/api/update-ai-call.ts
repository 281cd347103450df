import type { AiCall, AiCallUpdate } from '@salesflow/shared/ai-calls/ai-call.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterCallChange } from './refresh-after-call-change';

export interface UpdateAiCallInput {
  id: string;
  update: AiCallUpdate;
}

/** PUT /api/ai-calls/{id}: the fields sent change, the others stay. */
export const updateAiCall = ({ id, update }: UpdateAiCallInput) =>
  apiRequest<AiCall>(paths.api.aiCall(id), { method: 'PUT', body: update });

export const useUpdateAiCall = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAiCall,
    onSuccess: (call) => refreshAfterCallChange(queryClient, { call }),
  });
};
