import type {
  AutoRun,
  AutoRunAnswer,
  StartAutoRunInput,
} from '@salesflow/shared/ai-calls/auto-run.schema';
import { todayIn } from '@salesflow/shared/dates/calendar-date';
import { memberCaller } from '../../../platform/auth/access';
import type { AuthContext } from '../../../platform/auth/session';
import { newId } from '../../../platform/data/ids';
import { commit, type Write } from '../../../platform/data/unit-of-work';
import { ConflictError, ForbiddenError, LimitExceededError } from '../../../platform/errors';
import { logger } from '../../../platform/logger';
import { countEvent } from '../../../platform/metrics';
import { callQueue } from '../../contacts/call-queue.service';
import { organizationTimezone } from '../../organizations/organizations.service';
import { findCall } from '../ai-calls.repository';
import { CallRefusedError } from '../real-calls/real-call-checks';
import { OutsideCallingHoursError, startRealCall } from '../real-calls/real-calls.service';
import { recentCallKind } from './auto-calling.service';
import {
  AutoRunMovedError,
  AutoRunRunningError,
  autoRunChangeWrite,
  autoRunStartWrite,
  readAutoRun,
  type StoredAutoRun,
} from './auto-run.repository';
import { countSkip, emptyTally, type SkipTally, skippedSummary } from './auto-run-skips';
import { chosenQueue, unchooseLead } from './chosen-leads.service';

type Caller = Pick<AuthContext, 'organizationId' | 'userId' | 'scope' | 'timezone' | 'role'>;

/** The leads a run passed over, kept on it (the latest few) so the screen can say why. */
const SKIPPED_KEPT = 5;
/** How far down the queue one step looks for a lead it may call now. */
const QUEUE_LOOK = 50;

const toAnswer = (run: StoredAutoRun | null): AutoRun | null => {
  if (!run) return null;
  const { organizationId: _org, userId: _user, ...answer } = run;
  return answer;
};

type Step =
  | { kind: 'called'; run: StoredAutoRun; callId: string }
  | {
      kind: 'none';
      reason: string;
      skipped: StoredAutoRun['skipped'];
      /** Nobody left to call now: who was passed over, counted by why. */
      passedOver?: { tally: SkipTally; timezone: string };
    }
  | { kind: 'setup'; message: string };

/**
 * Calls the best lead of the queue the run has not called (nor anyone today), with the run's
 * change in the call's own transaction. A lead refused (Do Not Call, consent, India's rule,
 * outside their hours) is passed over and noted; the month's calls running out ends the step.
 * When nobody can be called, it answers who was passed over, counted by why (Start Auto-Calling
 * says it; a run that ends keeps its short reason).
 */
const callNext = async (
  caller: Caller,
  run: StoredAutoRun,
  runWrites: (next: StoredAutoRun) => Write,
): Promise<Step> => {
  const skipped = [...run.skipped];
  if (run.callsPlaced >= run.maxCalls) {
    return { kind: 'none', reason: `Placed all ${run.maxCalls} calls`, skipped };
  }
  const timezone = await organizationTimezone(caller.organizationId);
  const today = todayIn(timezone, new Date());
  // The leads the user chose for auto-calling first (whatever their score), then the queue.
  const called = new Set(run.contactIds);
  const chosen = await chosenQueue(caller, QUEUE_LOOK, { skip: called, tidy: true });
  const chosenIds = new Set(chosen.map((entry) => entry.id));
  const byScore = await callQueue(caller, { limit: QUEUE_LOOK, minScore: run.minScore });
  const queue = [...chosen, ...byScore.filter((entry) => !chosenIds.has(entry.id))];
  // A chosen lead leaves the chosen ones once the run has called it or it was refused for good.
  const done = (entry: { id: string }) =>
    chosenIds.has(entry.id) ? unchooseLead(caller, entry.id) : Promise.resolve();
  // Who this look down the queue passed over and why, said in counts if nobody can be called.
  const tally = emptyTally();
  for (const entry of queue) {
    if (run.contactIds.includes(entry.id)) continue;
    const recent = await recentCallKind(caller.organizationId, entry.id, today, timezone);
    if (recent) {
      countSkip(tally, recent);
      continue;
    }
    let placed: StoredAutoRun | null = null;
    try {
      const answer = await startRealCall(
        caller,
        {
          contactId: entry.id,
          phoneNumber: entry.phone,
          notes: 'Auto-calling',
          purpose: run.purpose ?? 'promotional',
        },
        {
          autoRunId: run.id,
          extraWrites: (callId) => {
            placed = {
              ...run,
              callsPlaced: run.callsPlaced + 1,
              currentCallId: callId,
              current: {
                contactId: entry.id,
                name: entry.name,
                company: entry.company,
                phone: entry.phone,
              },
              contactIds: [...run.contactIds, entry.id],
              skipped: skipped.slice(-SKIPPED_KEPT),
              updatedAt: new Date().toISOString(),
            };
            return [runWrites(placed)];
          },
        },
      );
      if (!answer.success) return { kind: 'setup', message: answer.message };
      const next = placed as StoredAutoRun | null;
      if (!next || !answer.aiCall) throw new Error('A placed call left its run unchanged');
      await done(entry);
      return { kind: 'called', run: next, callId: answer.aiCall.id };
    } catch (error) {
      if (error instanceof LimitExceededError) {
        return { kind: 'none', reason: error.message, skipped };
      }
      // A lead the caller may not change (handed to a teammate meanwhile) is passed over too.
      const refused = error instanceof ConflictError || error instanceof ForbiddenError;
      if (!refused || error instanceof AutoRunMovedError) throw error;
      if (error instanceof AutoRunRunningError) throw error;
      countSkip(
        tally,
        error instanceof CallRefusedError ? error.refusal : 'other',
        error instanceof OutsideCallingHoursError ? error.nextAt : undefined,
      );
      skipped.push({ contactId: entry.id, name: entry.name, reason: error.message });
      // Refused for good (Do Not Call, consent, not theirs): no longer chosen. Outside their
      // hours it stays chosen for a later run.
      if (!(error instanceof OutsideCallingHoursError)) await done(entry);
    }
  }
  const none =
    run.callsPlaced === 0
      ? 'No lead in the queue can be called now.'
      : 'No more leads in the queue can be called now.';
  return { kind: 'none', reason: none, skipped, passedOver: { tally, timezone } };
};

/**
 * POST /api/ai-calling/auto-run: Start Auto-Calling with real calls. The top lead is called now,
 * and each time a call of the run ends the next one is (the call-outcomes worker), until the user
 * stops it, it has placed `maxCalls`, the month's calls run out, or no lead is left to call now.
 */
export const startAutoRun = async (
  auth: Caller,
  input: StartAutoRunInput,
): Promise<AutoRunAnswer> => {
  const current = await readAutoRun(auth.organizationId, auth.userId);
  if (current?.status === 'running') {
    throw new AutoRunRunningError();
  }
  const now = new Date().toISOString();
  const run: StoredAutoRun = {
    id: newId(),
    organizationId: auth.organizationId,
    userId: auth.userId,
    status: 'running',
    maxCalls: input.maxCalls,
    minScore: input.minScore,
    purpose: input.purpose,
    callsPlaced: 0,
    currentCallId: null,
    current: null,
    contactIds: [],
    skipped: [],
    endReason: null,
    startedAt: now,
    updatedAt: now,
  };
  const step = await callNext(auth, run, autoRunStartWrite);
  if (step.kind === 'setup') return { run: null, requiresSetup: true, message: step.message };
  if (step.kind === 'none') {
    // Said in counts ("4 skipped: 2 called today, …"), not one lead picked from the many.
    const why = step.passedOver && skippedSummary(step.passedOver.tally, step.passedOver.timezone);
    throw new ConflictError(why ? `${step.reason} ${why}` : step.reason);
  }
  countEvent('autoRunStarted');
  return { run: toAnswer(step.run) };
};

/** GET /api/ai-calling/auto-run: the caller's latest run, or null. */
export const currentAutoRun = async (auth: Caller): Promise<AutoRunAnswer> => ({
  run: toAnswer(await readAutoRun(auth.organizationId, auth.userId)),
});

const ended = (
  run: StoredAutoRun,
  status: 'stopped' | 'finished',
  endReason: string,
  skipped = run.skipped,
): StoredAutoRun => ({
  ...run,
  status,
  endReason,
  skipped: skipped.slice(-SKIPPED_KEPT),
  updatedAt: new Date().toISOString(),
});

/**
 * POST /api/ai-calling/auto-run/stop: no next call. The call on now goes on (End Call hangs it
 * up). Stopping a run that is not running answers it as it is.
 */
export const stopAutoRun = async (auth: Caller): Promise<AutoRunAnswer> => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const run = await readAutoRun(auth.organizationId, auth.userId);
    if (run?.status !== 'running') return { run: toAnswer(run) };
    try {
      const next = ended(run, 'stopped', 'Stopped by you');
      await commit([autoRunChangeWrite(run, next)]);
      return { run: toAnswer(next) };
    } catch (error) {
      if (!(error instanceof AutoRunMovedError)) throw error;
    }
  }
  throw new ConflictError('Auto-calling changed while stopping it. Try again.');
};

/** The run's user as a caller: their role and visibility now, or null if they left. */
const callerOf = async (organizationId: string, userId: string): Promise<Caller | null> =>
  memberCaller(organizationId, userId, await organizationTimezone(organizationId));

/**
 * A call of a run ended (the auto-run-steps worker): the run's next lead is
 * called. Once: only the run still waiting on this very call moves, in the new call's
 * transaction; a repeated message finds it moved and does nothing.
 */
export const advanceAutoRun = async (organizationId: string, callId: string): Promise<void> => {
  const call = await findCall(organizationId, callId);
  const runId = call?.real?.autoRunId;
  if (!call || !runId) return;
  const run = await readAutoRun(organizationId, call.userId);
  if (run?.id !== runId || run.status !== 'running' || run.currentCallId !== callId) return;
  try {
    const caller = await callerOf(organizationId, call.userId);
    if (!caller) {
      await commit([
        autoRunChangeWrite(run, ended(run, 'finished', 'The caller left the organization')),
      ]);
      return;
    }
    const step = await callNext(caller, run, (next) => autoRunChangeWrite(run, next));
    if (step.kind === 'called') return;
    const [reason, skipped] =
      step.kind === 'setup' ? [step.message, run.skipped] : [step.reason, step.skipped];
    await commit([autoRunChangeWrite(run, ended(run, 'finished', reason, skipped))]);
    logger.info('An auto-calling run finished', { runId, reason });
  } catch (error) {
    if (error instanceof AutoRunMovedError) return;
    throw error;
  }
};
