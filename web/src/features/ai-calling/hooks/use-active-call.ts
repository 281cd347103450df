import type { AiCallMode, AiCallUpdate } from '@salesflow/shared/ai-calls/ai-call.schema';
import {
  demoConversation,
  type TranscriptLine,
  transcriptText,
} from '@salesflow/shared/ai-calls/demo-conversation';
import type { CallPurpose } from '@salesflow/shared/calls/india-calling';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useCreateAiCall } from '../api/create-ai-call';
import { getAgentProfile } from '../api/get-agent-profile';
import { refreshAfterCallChange } from '../api/refresh-after-call-change';
import { useStartRealCall } from '../api/start-real-call';
import { updateAiCall, useUpdateAiCall } from '../api/update-ai-call';
import { DEMO_COMPLETION, LINE_EVERY_SECONDS, TIMER_TICK_MS } from '../utils/call-constants';
import { realCallLines, realCallSeconds, useFollowedCall } from './use-followed-call';
import { useLeaveWarning } from './use-leave-warning';
import { useRealCallEnd } from './use-real-call-end';

/** Whom a call is to: a queue entry or a contact. */
export interface CallTarget {
  contactId: string;
  name: string;
  company: string | null;
  phone: string;
}

export interface ActiveCall {
  mode: AiCallMode;
  /** The call record (a real call's comes from the server's answer, when it gives one). */
  callId: string | null;
  target: CallTarget;
  /** The demo's scripted lines once the agent's profile is read; null until then. */
  script: TranscriptLine[] | null;
}

const REAL_CALL_FAILED = 'Failed to initiate real AI call. Please check your API configuration.';

/** What has been said `seconds` into a demo call: a line every LINE_EVERY_SECONDS. */
export const spokenLines = (call: ActiveCall | null, seconds: number): TranscriptLine[] =>
  call?.mode === 'demo'
    ? (call.script ?? []).slice(0, Math.floor(seconds / LINE_EVERY_SECONDS))
    : [];

const completion = (lines: TranscriptLine[], seconds: number): AiCallUpdate => ({
  status: 'completed',
  duration: seconds,
  transcript: lines.length ? transcriptText(lines) : null,
  ...DEMO_COMPLETION,
});

/**
 * The one call the AI Calling screen runs at a time (document 1, §4): the demo call (a record
 * with status calling, a scripted conversation line by line, completed with the fixed values on
 * End Call) and the real call (started by the server, or "Setup Required"; scheduled for the
 * lead's calling hours; or followed on its record until it ends).
 */
export const useActiveCall = () => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const create = useCreateAiCall();
  const update = useUpdateAiCall();
  const startReal = useStartRealCall();
  const [call, setCall] = useState<ActiveCall | null>(null);
  const [seconds, setSeconds] = useState(0);
  const [starting, setStarting] = useState(false);
  const realId = call?.mode === 'real' ? call.callId : null;
  const followed = useFollowedCall(realId).data;
  const record = followed?.id === realId ? followed : undefined;
  const demoLines = spokenLines(call, seconds);
  const lines = call?.mode === 'real' ? realCallLines(record) : demoLines;

  useEffect(() => {
    if (!call) return;
    const tick = setInterval(() => setSeconds((s) => s + 1), TIMER_TICK_MS);
    return () => clearInterval(tick);
  }, [call]);

  // Leaving the screen mid-call completes the demo record with what was said so far, so no record
  // stays "calling"; closing the tab asks first (useLeaveWarning).
  const latest = useRef({ call, lines: demoLines, seconds });
  latest.current = { call, lines: demoLines, seconds };
  useEffect(
    () => () => {
      const { call: open, lines: said, seconds: at } = latest.current;
      if (open?.mode !== 'demo' || !open.callId) return;
      void updateAiCall({ id: open.callId, update: completion(said, at) })
        .then((call) => refreshAfterCallChange(queryClient, { call }))
        .catch(() => undefined);
    },
    [queryClient],
  );
  useLeaveWarning(call !== null);

  const busy = call !== null || starting;
  // A second click before the buttons re-render disabled must not start a second call.
  const claimed = useRef(false);
  const claim = () => {
    if (busy || claimed.current) return false;
    claimed.current = true;
    setStarting(true);
    return true;
  };
  const release = () => {
    claimed.current = false;
    setStarting(false);
  };

  const open = (next: ActiveCall) => {
    setSeconds(0);
    setCall(next);
  };
  const close = () => {
    setCall(null);
    setSeconds(0);
  };
  const realEnd = useRealCallEnd(record, close);

  const startDemo = async (target: CallTarget) => {
    if (!claim()) return;
    const profile = getAgentProfile();
    try {
      const record = await create.mutateAsync({
        contactId: target.contactId,
        phoneNumber: target.phone,
        status: 'calling',
      });
      open({ mode: 'demo', callId: record.id, target, script: null });
      const agent = await profile;
      const script = demoConversation({
        contactName: target.name,
        contactCompany: target.company,
        ...agent,
      });
      setCall((c) => (c?.callId === record.id ? { ...c, script } : c));
    } catch {
      toast({ title: 'Error', description: 'Failed to start AI call.', variant: 'error' });
    } finally {
      release();
    }
  };

  const startRealCall = async (target: CallTarget, purpose: CallPurpose = 'promotional') => {
    if (!claim()) return;
    try {
      const answer = await startReal.mutateAsync({
        contactId: target.contactId,
        phoneNumber: target.phone,
        purpose,
      });
      if (answer.requiresSetup) {
        toast({ title: 'Setup Required', description: answer.message, variant: 'error' });
      } else if (!answer.success) {
        toast({
          title: 'Call Failed',
          description: answer.message || REAL_CALL_FAILED,
          variant: 'error',
        });
      } else if (answer.scheduledFor) {
        // Outside the lead's calling hours: queued for later, shown in Recent AI Calls.
        toast({ title: 'Call Scheduled', description: answer.message, variant: 'success' });
      } else {
        open({ mode: 'real', callId: answer.aiCall?.id ?? null, target, script: null });
        toast({
          title: 'Real AI Call Initiated',
          description: answer.message,
          variant: 'success',
        });
      }
    } catch (error) {
      // A plan limit (402), Do Not Call, consent or calling-hours rule (409) names itself.
      toast({
        title: 'Call Failed',
        description: errorMessage(error, REAL_CALL_FAILED),
        variant: 'error',
      });
    } finally {
      release();
    }
  };

  /** Opens the panel on a real call started elsewhere (an auto-calling run's next call). */
  const followRealCall = (callId: string, target: CallTarget) => {
    if (call !== null || claimed.current) return false;
    open({ mode: 'real', callId, target, script: null });
    return true;
  };

  const endCall = async () => {
    if (!call) return;
    // A real call is hung up; the panel closes when its record says it ended.
    if (call.mode === 'real' && call.callId) {
      await realEnd.hangUp(call.callId);
      return;
    }
    if (call.mode === 'demo' && call.callId) {
      try {
        await update.mutateAsync({ id: call.callId, update: completion(lines, seconds) });
      } catch {
        toast({
          title: 'Error',
          description: 'Failed to end AI call. Please try again.',
          variant: 'error',
        });
        return;
      }
      toast({
        title: 'Call Ended',
        description: 'AI call has been completed and analyzed.',
        variant: 'success',
      });
    }
    close();
  };

  return {
    call,
    lines,
    seconds: call?.mode === 'real' ? realCallSeconds(record) : seconds,
    /** A real call's confidence once its record has one (the demo shows the fixed 95%). */
    confidence: record?.confidence ?? null,
    busy,
    ending: update.isPending || realEnd.ending,
    startDemo,
    startRealCall,
    followRealCall,
    endCall,
  };
};
