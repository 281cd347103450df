import type { CallQueueEntry } from '@salesflow/shared/ai-calls/call-queue.schema';
import type { CallPurpose } from '@salesflow/shared/calls/india-calling';
import { useEffect, useRef } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useAutoRun, useStartAutoRun, useStopAutoRun } from '../api/auto-run';
import { queueTarget } from '../utils/call-labels';
import type { CallTarget } from './use-active-call';

interface Panel {
  busy: boolean;
  callId: string | null;
  startDemo: (target: CallTarget) => Promise<void>;
  followRealCall: (callId: string, target: CallTarget) => boolean;
}

/**
 * Start Auto-Calling (document 1, "AI Calling screen"): the top queue contact is called, and with
 * telephony set up the server's run goes on through the queue, one real call after another, until
 * Stop Auto-Calling. The live panel follows each call of the run as it starts. Without telephony,
 * the top contact gets a demo call, as the spec's button does.
 */
export const useAutoCalling = (queue: CallQueueEntry[] | undefined, panel: Panel) => {
  const toast = useToast();
  const autoRun = useAutoRun();
  const start = useStartAutoRun();
  const stop = useStopAutoRun();
  const run = autoRun.data?.run ?? null;
  const running = run?.status === 'running';
  const followed = useRef(new Set<string>());

  // Each call of a running run is shown once, when the panel is free (the previous one ended).
  useEffect(() => {
    const callId = run?.currentCallId;
    if (!running || !callId || !run.current || followed.current.has(callId)) return;
    // Already shown (the panel picked the live call up itself): never again once it ends.
    if (panel.callId === callId) {
      followed.current.add(callId);
      return;
    }
    if (panel.busy) return;
    if (panel.followRealCall(callId, { ...run.current })) followed.current.add(callId);
  }, [running, run, panel]);

  const begin = async (purpose: CallPurpose = 'promotional') => {
    const top = queue?.[0];
    if (!top) {
      toast({
        title: 'No Contacts Available',
        description: 'No contacts with phone numbers found for auto-calling.',
        variant: 'error',
      });
      return;
    }
    try {
      const answer = await start.mutateAsync({ purpose });
      if (answer.requiresSetup || !answer.run) {
        await panel.startDemo(queueTarget(top));
        return;
      }
      toast({
        title: 'Auto-Calling Started',
        description: `Calling ${answer.run.current?.name ?? 'the top lead'}; the next lead in the queue is called when each call ends.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Auto-Calling Not Started',
        description: errorMessage(error, 'Auto-calling could not start. Please try again.'),
        variant: 'error',
      });
    }
  };

  const end = async () => {
    try {
      await stop.mutateAsync();
      toast({
        title: 'Auto-Calling Stopped',
        description: 'No more calls will be placed. The call on now goes on until it ends.',
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Auto-calling could not be stopped. Please try again.'),
        variant: 'error',
      });
    }
  };

  return { run, running, starting: start.isPending, stopping: stop.isPending, begin, end };
};
