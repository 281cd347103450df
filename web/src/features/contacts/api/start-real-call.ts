import type { StartCallAnswer } from '@salesflow/shared/ai-calls/ai-call.schema';
import type { CallPurpose } from '@salesflow/shared/calls/india-calling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { aiCallsQueryKey } from '../../../lib/query-keys';

export interface StartRealCallInput {
  contactId: string;
  phoneNumber: string;
  /** TRAI's purpose; the server takes promotional when absent. */
  purpose?: CallPurpose;
}

/**
 * POST /api/ai-calling/start-real-call from the Call dialog: 200 `{ success, requiresSetup,
 * message, aiCall? }`; `requiresSetup` until telephony is set up.
 */
export const startRealCall = (input: StartRealCallInput) =>
  apiRequest<StartCallAnswer>(paths.api.startRealCall, { method: 'POST', body: input });

export const useStartRealCall = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRealCall,
    // A started call is in the AI Calling screen's recent calls.
    onSuccess: (answer) =>
      answer.success ? queryClient.invalidateQueries({ queryKey: aiCallsQueryKey }) : undefined,
  });
};
