import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useHangUpCall } from '../api/hang-up-call';
import { refreshAfterCallChange } from '../api/refresh-after-call-change';
import { endToast, isEnded, localTime } from '../utils/real-call-status';

/**
 * The end of a followed real call: its record ends (completed, no answer, busy, failed) or goes
 * back to the queue for a later try; either way the toast says so, the panel closes and the
 * recent calls, queue and usage are read again. End Call hangs up and waits for that end.
 */
export const useRealCallEnd = (record: AiCall | undefined, close: () => void) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const hangUpCall = useHangUpCall();
  const [hungUp, setHungUp] = useState<string | null>(null);
  const closed = useRef<string | null>(null);

  const retry = record?.status === 'queued' && (record.attempt ?? 1) > 1 && record.scheduledFor;
  const ended = record && (isEnded(record.status) || retry) ? record : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per ended call
  useEffect(() => {
    if (!ended || closed.current === ended.id) return;
    closed.current = ended.id;
    if (ended.status === 'completed') {
      toast({
        title: 'Call Ended',
        description: 'AI call has been completed and analyzed.',
        variant: 'success',
      });
    } else if (ended.status === 'queued' && ended.scheduledFor) {
      toast({
        title: 'Call Rescheduled',
        description: `${ended.endReason ?? 'The lead did not answer'}. The next try is at ${localTime(ended.scheduledFor)}.`,
      });
    } else {
      toast({ ...endToast(ended), variant: 'error' });
    }
    setHungUp(null);
    close();
    void refreshAfterCallChange(queryClient);
  }, [ended?.id, ended?.status]);

  const hangUp = async (id: string) => {
    try {
      await hangUpCall.mutateAsync(id);
      setHungUp(id);
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to end AI call. Please try again.'),
        variant: 'error',
      });
    }
  };

  return {
    hangUp,
    /** Hanging up, or hung up and waiting for the record to say the call ended. */
    ending: hangUpCall.isPending || (hungUp !== null && hungUp === record?.id),
  };
};
