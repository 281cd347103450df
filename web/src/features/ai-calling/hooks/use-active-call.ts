import type { AiCallMode, AiCallUpdate } from '@salesflow/shared/ai-calls/ai-call.schema';
import {
  demoConversation,
  type TranscriptLine,
  transcriptText,
} from '@salesflow/shared/ai-calls/demo-conversation';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { useCreateAiCall } from '../api/create-ai-call';
import { getAgentProfile } from '../api/get-agent-profile';
import { refreshAfterCallChange } from '../api/refresh-after-call-change';
import { useStartRealCall } from '../api/start-real-call';
import { updateAiCall, useUpdateAiCall } from '../api/update-ai-call';
import { DEMO_COMPLETION, LINE_EVERY_SECONDS, TIMER_TICK_MS } from '../utils/call-constants';
import { useLeaveWarning } from './use-leave-warning';

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

const REAL_CALL_FIRST_LINE: TranscriptLine = {
  speaker: 'ai',
  message: 'Initiating call connection...',
};

/** What has been said `seconds` into the call: a demo line every LINE_EVERY_SECONDS. */
export const spokenLines = (call: ActiveCall | null, seconds: number): TranscriptLine[] => {
  if (!call) return [];
  if (call.mode === 'real') return [REAL_CALL_FIRST_LINE];
  return (call.script ?? []).slice(0, Math.floor(seconds / LINE_EVERY_SECONDS));
};

const completion = (lines: TranscriptLine[], seconds: number): AiCallUpdate => ({
  status: 'completed',
  duration: seconds,
  transcript: lines.length ? transcriptText(lines) : null,
  ...DEMO_COMPLETION,
});

/**
 * The one call the AI Calling screen runs at a time (document 1, §4): the demo call (a record
 * with status calling, a scripted conversation line by line, completed with the fixed values on
 * End Call) and the real call (started by the server, or "Setup Required").
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
  const lines = spokenLines(call, seconds);

  useEffect(() => {
    if (!call) return;
    const tick = setInterval(() => setSeconds((s) => s + 1), TIMER_TICK_MS);
    return () => clearInterval(tick);
  }, [call]);

  // Leaving the screen mid-call completes the demo record with what was said so far, so no record
  // stays "calling"; closing the tab asks first (useLeaveWarning).
  const latest = useRef({ call, lines, seconds });
  latest.current = { call, lines, seconds };
  useEffect(
    () => () => {
      const { call: open, lines: said, seconds: at } = latest.current;
      if (open?.mode !== 'demo' || !open.callId) return;
      void updateAiCall({ id: open.callId, update: completion(said, at) })
        .then(() => refreshAfterCallChange(queryClient))
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

  const startRealCall = async (target: CallTarget) => {
    if (!claim()) return;
    try {
      const answer = await startReal.mutateAsync({
        contactId: target.contactId,
        phoneNumber: target.phone,
      });
      if (answer.requiresSetup) {
        toast({ title: 'Setup Required', description: answer.message, variant: 'error' });
      } else if (!answer.success) {
        throw new Error(answer.message);
      } else {
        open({ mode: 'real', callId: answer.aiCall?.id ?? null, target, script: null });
        toast({
          title: 'Real AI Call Initiated',
          description: answer.message,
          variant: 'success',
        });
      }
    } catch {
      toast({
        title: 'Call Failed',
        description: 'Failed to initiate real AI call. Please check your API configuration.',
        variant: 'error',
      });
    } finally {
      release();
    }
  };

  const endCall = async () => {
    if (!call) return;
    // A real call's record is the server's (telephony callbacks end it): the panel just closes.
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
    setCall(null);
    setSeconds(0);
  };

  return {
    call,
    lines,
    seconds,
    busy,
    ending: update.isPending,
    startDemo,
    startRealCall,
    endCall,
  };
};
