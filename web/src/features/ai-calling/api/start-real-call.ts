import type { StartCallAnswer } from '@salesflow/shared/ai-calls/ai-call.schema';
import type { CallPurpose } from '@salesflow/shared/calls/india-calling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterCallChange } from './refresh-after-call-change';

export interface StartRealCallInput {
  contactId: string;
  phoneNumber: string;
  /** TRAI's purpose; the server takes promotional when absent. */
  purpose?: CallPurpose;
}

/** POST /api/ai-calling/start-real-call: 200 with `requiresSetup` until telephony is set up. */
export const startRealCall = (input: StartRealCallInput) =>
  apiRequest<StartCallAnswer>(paths.api.startRealCall, { method: 'POST', body: input });

export const useStartRealCall = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRealCall,
    onSuccess: (answer) =>
      answer.success ? refreshAfterCallChange(queryClient, { created: true }) : undefined,
  });
};
