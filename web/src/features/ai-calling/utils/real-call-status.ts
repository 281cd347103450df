import type { AiCall, AiCallStatus } from '@salesflow/shared/ai-calls/ai-call.schema';

/** Statuses after which a call will not change again. */
export const ENDED_STATUSES: readonly AiCallStatus[] = ['completed', 'no_answer', 'busy', 'failed'];

export const isEnded = (status: AiCallStatus): boolean => ENDED_STATUSES.includes(status);

/** A call the server is still working on: the panel follows it. */
export const isLive = (status: AiCallStatus): boolean =>
  status === 'queued' || status === 'calling';

const time = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A scheduled time in the viewer's own time, like "Tue, Nov 24, 9:00 AM". */
export const localTime = (iso: string): string => time.format(new Date(iso));

const END_LABELS: Record<'no_answer' | 'busy' | 'failed', string> = {
  no_answer: 'No answer',
  busy: 'Busy',
  failed: 'Failed',
};

/** A call's status as Recent AI Calls shows it. */
export const callStatusLabel = (
  call: Pick<AiCall, 'status' | 'scheduledFor' | 'mode'>,
  now: Date = new Date(),
): string => {
  switch (call.status) {
    case 'queued':
      return call.scheduledFor && new Date(call.scheduledFor) > now
        ? `Scheduled for ${localTime(call.scheduledFor)}`
        : 'Queued';
    case 'calling':
      return 'Calling';
    case 'completed':
      return 'Completed';
    default:
      return END_LABELS[call.status];
  }
};

/** How a real call that did not complete ended, for its toast. */
export const endToast = (call: Pick<AiCall, 'status' | 'endReason'>) => {
  const label =
    call.status === 'completed' ? 'Completed' : END_LABELS[call.status as keyof typeof END_LABELS];
  return {
    title: `Call Ended: ${label ?? call.status}`,
    description: call.endReason || `The call ended with status "${label ?? call.status}".`,
  };
};
