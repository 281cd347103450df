import { nextLawfulWindow } from '@salesflow/shared/calls/india-calling';
import { laterThan } from '../../../platform/data/later-than';
import { commit, type Write } from '../../../platform/data/unit-of-work';
import { countEvent } from '../../../platform/metrics';
import { outboxPut, sendFromOutbox } from '../../../platform/queue/outbox';
import { AUTO_RUN_STEPS_QUEUE, CALL_OUTCOMES_QUEUE } from '../../../platform/queue-names';
import { callingSettingsOf } from '../../calling-settings/calling-settings.service';
import { contactActivityWrites } from '../../contacts/contact-timeline.service';
import { currentContact } from '../../contacts/contacts.service';
import { organizationTimezone } from '../../organizations/organizations.service';
import type { CallRecord, RealCallState } from '../ai-call.entity';
import { withLoggedCall } from '../ai-call.entity';
import { CallChangedError, callReplaceWrites, findCall } from '../ai-calls.repository';
import { releaseCallWrites } from '../records/call-allowance.service';
import { releaseLineWrites } from './call-lines.repository';

/** Busy and no answer are tried again this many times in all, this long after each try. */
export const MAX_CALL_ATTEMPTS = 3;
const RETRY_AFTER_MS = [10 * 60_000, 30 * 60_000];

export type UnansweredStatus = 'no_answer' | 'busy' | 'failed';

const real = (call: CallRecord): RealCallState => call.real as RealCallState;

/** What ending a real call gives back: its line, and its AI call of the month if it never spoke. */
const releaseWrites = (call: CallRecord, giveBackUsage: boolean): Write[] => [
  ...(real(call).holdsLine ? releaseLineWrites(call.organizationId) : []),
  ...(giveBackUsage && real(call).usage
    ? releaseCallWrites(call.organizationId, call.userId, real(call).usage as never)
    : []),
];

/**
 * A call of an auto-calling run that ended (or went back to wait for a later try): the run is
 * told, through the outbox with the change, so its next lead is called once and never lost.
 */
const autoRunNext = (call: CallRecord) =>
  real(call).autoRunId
    ? outboxPut(AUTO_RUN_STEPS_QUEUE, { organizationId: call.organizationId, callId: call.id })
    : null;

/** Retries a change to a call that moved meanwhile, on the call as it is now. */
const onLatest = async (
  call: CallRecord,
  change: (latest: CallRecord) => Promise<void>,
): Promise<void> => {
  let latest: CallRecord | null = call;
  for (let attempt = 0; latest; attempt += 1) {
    try {
      return await change(latest);
    } catch (error) {
      if (!(error instanceof CallChangedError) || attempt >= 4) throw error;
      latest = await findCall(call.organizationId, call.id);
    }
  }
};

const timelineFor = async (call: CallRecord, subject: string, description: string) => {
  const [contact, timezone] = await Promise.all([
    currentContact(call.organizationId, call.contactId),
    organizationTimezone(call.organizationId),
  ]);
  if (!contact) return null;
  return contactActivityWrites(
    {
      organizationId: call.organizationId,
      userId: call.userId,
      timezone,
    },
    contact,
    { type: 'call', dealId: null, subject, description, duration: 0, outcome: 'no_answer' },
    undefined,
    // Counted towards the day's calls from the call's record (call-counters.projection.ts).
    { callCountedFromStream: true },
  );
};

const LABELS: Record<UnansweredStatus, string> = {
  no_answer: 'No answer',
  busy: 'Busy',
  failed: 'Failed',
};

/**
 * A real call that ends without a conversation (no answer after its last try, busy, failed,
 * refused): final status, outcome no_answer, the reason; its line and its AI call of the month
 * are given back; a line on the contact's timeline. Once: a call already ended is left alone.
 */
export const endWithoutConversation = (
  call: CallRecord,
  status: UnansweredStatus,
  reason: string,
): Promise<void> =>
  onLatest(call, async (latest) => {
    if (!['queued', 'calling'].includes(latest.status)) return;
    const at = laterThan(latest.updatedAt);
    const next: CallRecord = {
      ...latest,
      status,
      outcome: 'no_answer',
      sentiment: 'neutral',
      aiScore: latest.aiScore ?? 0,
      confidence: latest.confidence ?? 0.99,
      scoredBy: 'rules',
      duration: latest.duration ?? 0,
      endedAt: latest.endedAt ?? at,
      completedAt: at,
      updatedAt: at,
      real: { ...real(latest), endReason: reason, holdsLine: false, usage: null, settleBy: null },
    };
    const timeline = await timelineFor(
      latest,
      `AI call: ${LABELS[status]}`,
      `${reason} · try ${real(latest).attempt} of ${MAX_CALL_ATTEMPTS}`,
    );
    const run = autoRunNext(latest);
    await commit([
      ...callReplaceWrites(latest, withLoggedCall(next, timeline?.callDay ?? null)),
      ...releaseWrites(latest, true),
      ...(timeline?.writes ?? []),
      ...(run ? [run.write] : []),
    ]);
    if (run) await sendFromOutbox(run.entry);
    countEvent('realCallUnanswered');
  });

/**
 * Busy, no answer or a failure on the way: tried again later (10, then 30 minutes on, inside
 * calling hours) up to 3 tries in all, then ended. The retry waits in the due-calls index.
 */
export const retryOrEnd = (
  call: CallRecord,
  status: UnansweredStatus,
  reason: string,
  now = new Date(),
): Promise<void> =>
  onLatest(call, async (latest) => {
    if (!['queued', 'calling'].includes(latest.status)) return;
    const state = real(latest);
    const settings = await callingSettingsOf(latest.organizationId);
    const wait = RETRY_AFTER_MS[state.attempt - 1];
    const due =
      state.attempt < MAX_CALL_ATTEMPTS && wait !== undefined
        ? nextLawfulWindow(new Date(now.getTime() + wait), {
            timeZone: state.timeZone,
            hours: settings.callingHours,
            traiWindow: state.traiWindow ?? false,
          })
        : null;
    if (!due) return endWithoutConversation(latest, status, reason);
    const at = laterThan(latest.updatedAt);
    const run = autoRunNext(latest);
    await commit([
      ...callReplaceWrites(latest, {
        ...latest,
        status: 'queued',
        twilioCallSid: null,
        startedAt: null,
        updatedAt: at,
        real: {
          ...state,
          attempt: state.attempt + 1,
          scheduledFor: due.toISOString(),
          claimedAt: null,
          holdsLine: false,
          answeredBy: null,
          connectionId: null,
          settleBy: null,
          endReason: `${reason}; trying again`,
        },
      }),
      ...releaseWrites(latest, false),
      ...(run ? [run.write] : []),
    ]);
    if (run) await sendFromOutbox(run.entry);
    countEvent('realCallRetried');
  });

/**
 * The conversation is over (Twilio's completed): duration and end time, the line given back, and
 * the call handed to the call-outcomes worker (analysis, the CRM written back, the recording kept)
 * through the outbox, once.
 */
export const finishConversation = (
  call: CallRecord,
  duration: number,
  endedAt: string,
): Promise<void> =>
  onLatest(call, async (latest) => {
    if (!['queued', 'calling'].includes(latest.status)) return;
    const at = laterThan(latest.updatedAt);
    const outbox = outboxPut(CALL_OUTCOMES_QUEUE, {
      organizationId: latest.organizationId,
      callId: latest.id,
    });
    const run = autoRunNext(latest);
    await commit([
      ...callReplaceWrites(latest, {
        ...latest,
        status: 'completed',
        duration,
        endedAt,
        startedAt: latest.startedAt ?? endedAt,
        updatedAt: at,
        real: { ...real(latest), holdsLine: false, settleBy: null },
      }),
      ...releaseWrites(latest, false),
      outbox.write,
      ...(run ? [run.write] : []),
    ]);
    await sendFromOutbox(outbox.entry);
    if (run) await sendFromOutbox(run.entry);
    countEvent('realCallCompleted');
  });
