import type { CallRecord } from '../ai-call.entity';
import {
  endWithoutConversation,
  finishConversation,
  retryOrEnd,
  type UnansweredStatus,
} from '../real-calls/call-progress.service';
import { changeCallWith } from '../records/call-change';

/** One of Twilio's status callbacks for a call, as it sent it. */
export interface StatusCallback {
  /** `CallSid`: the try it is about. */
  sid: string;
  /** `CallStatus`: queued, initiated, ringing, in-progress, completed, busy, no-answer, failed, canceled. */
  status: string;
  /** `CallDuration` (or `Duration`) in seconds, sent with `completed`. */
  duration: string;
  /** Who sent it, in what the call's end says: Twilio unless said. */
  carrierName?: string;
}

/** What a status callback does to its call. */
export type StatusStep =
  | { kind: 'ignore' }
  | { kind: 'progress'; sid: string; answered: boolean }
  | { kind: 'finish'; seconds: number }
  | { kind: 'retry'; status: UnansweredStatus; reason: string }
  | { kind: 'end'; status: UnansweredStatus; reason: string };

/**
 * The state machine of Twilio's progress callbacks (initiated, ringing, answered, completed;
 * busy, no-answer, failed, canceled): what each does to the call as it is. A callback for another
 * CallSid (an earlier try) is ignored; an unknown status too. Pure.
 */
export const statusStep = (
  call: Pick<CallRecord, 'twilioCallSid'>,
  { sid, status, duration, carrierName = 'Twilio' }: StatusCallback,
): StatusStep => {
  if (call.twilioCallSid && sid && call.twilioCallSid !== sid) return { kind: 'ignore' };
  switch (status) {
    case 'queued':
    case 'initiated':
    case 'ringing':
      return { kind: 'progress', sid, answered: false };
    case 'in-progress':
      return { kind: 'progress', sid, answered: true };
    case 'completed': {
      const seconds = Number.parseInt(duration || '0', 10);
      return { kind: 'finish', seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 0 };
    }
    case 'busy':
      return { kind: 'retry', status: 'busy', reason: 'The line was busy' };
    case 'no-answer':
      return { kind: 'retry', status: 'no_answer', reason: 'Nobody answered' };
    case 'failed':
      return {
        kind: 'retry',
        status: 'failed',
        reason: `${carrierName} could not connect the call`,
      };
    case 'canceled':
      return { kind: 'end', status: 'failed', reason: 'The call was canceled' };
    default:
      return { kind: 'ignore' };
  }
};

/**
 * The call is on its way (initiated, ringing, answered): status calling, its sid and start kept.
 * Never moves a call back: one that ended, or is further on, is left as it is.
 */
const progress = (call: CallRecord, sid: string, answered: boolean) =>
  changeCallWith(call, (latest) => {
    if (!['queued', 'calling'].includes(latest.status)) return null;
    const startedAt = answered ? (latest.startedAt ?? new Date().toISOString()) : latest.startedAt;
    const twilioCallSid = latest.twilioCallSid ?? (sid || null);
    if (
      latest.status === 'calling' &&
      twilioCallSid === latest.twilioCallSid &&
      startedAt === latest.startedAt
    ) {
      return null;
    }
    return { next: { ...latest, status: 'calling', twilioCallSid, startedAt } };
  });

/** Applies a status callback to its call, once: an ended call ignores what comes after. */
export const applyStatusCallback = async (call: CallRecord, callback: StatusCallback) => {
  const step = statusStep(call, callback);
  switch (step.kind) {
    case 'progress':
      await progress(call, step.sid, step.answered);
      return;
    case 'finish':
      await finishConversation(call, step.seconds, new Date().toISOString());
      return;
    case 'retry':
      await retryOrEnd(call, step.status, step.reason);
      return;
    case 'end':
      await endWithoutConversation(call, step.status, step.reason);
      return;
    case 'ignore':
      return;
  }
};
