import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { currentUserQueryKey } from '../../../lib/query-keys';
import type { CallTarget } from './use-active-call';

/** A real call of the user's that is on the line, or about to be dialed now. */
const isLive = (call: AiCall, userId: string) =>
  call.mode === 'real' &&
  call.userId === userId &&
  (call.status === 'calling' || (call.status === 'queued' && !call.scheduledFor));

/**
 * Coming back to the AI Calling screen while one of the user's real calls is on: the live panel
 * picks it up again (its transcript so far, End Call), once, from the first recent calls read.
 */
export const useResumeLiveCall = (
  calls: AiCall[] | undefined,
  panel: { busy: boolean; followRealCall: (callId: string, target: CallTarget) => boolean },
) => {
  const me = useQueryClient().getQueryData<{ id: string }>(currentUserQueryKey);
  const looked = useRef(false);
  useEffect(() => {
    if (looked.current || !calls || !me) return;
    looked.current = true;
    const live = calls.find((call) => isLive(call, me.id));
    if (!live || panel.busy) return;
    panel.followRealCall(live.id, {
      contactId: live.contactId,
      name: live.contactName ?? 'the lead',
      company: live.contactCompany,
      phone: live.phoneNumber,
    });
  }, [calls, me, panel]);
};
