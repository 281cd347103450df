import { dndRefuses, isIndianNumber } from '@salesflow/shared/calls/india-calling';
import { toE164 } from '@salesflow/shared/contacts/phone';
import { todayIn } from '@salesflow/shared/dates/calendar-date';
import { callKind } from '@salesflow/shared/metrics/figure-definitions';
import { laterThan } from '../../../platform/data/later-than';
import { commit } from '../../../platform/data/unit-of-work';
import { logger } from '../../../platform/logger';
import { countEvent } from '../../../platform/metrics';
import { sendMessage } from '../../../platform/queue/send-message';
import { AI_CALL_DIALER_QUEUE } from '../../../platform/queue-names';
import type { Telephony } from '../../../platform/telephony/telephony-port';
import { aiAgentSettingsOf } from '../../ai-agent/ai-agent-settings.service';
import { callingSettingsOf } from '../../calling-settings/calling-settings.service';
import { currentContact, numberMarkedDoNotCall } from '../../contacts/contacts.service';
import { dndRegisteredOn } from '../../dnd-numbers/dnd-numbers.service';
import { organizationTimezone } from '../../organizations/organizations.service';
import { type CallRecord, type RealCallState, SETTLE_GRACE_MS } from '../ai-call.entity';
import { CallChangedError, callReplaceWrites, findCall } from '../ai-calls.repository';
import { organizationPlan } from '../records/call-allowance.service';
import { NoLineFree, releaseLineWrites, takeLineWrites, takeSecond } from './call-lines.repository';
import { placementOf, RING_SECONDS } from './call-placement';
import { endWithoutConversation } from './call-progress.service';
import type { DialerMessage } from './dialer-message';
import { contactPhoneE164, lawfulWindow } from './real-call-checks';

/** An earlier delivery's claim this old, with no call placed, did not place one. */
export const CLAIM_STALE_MS = 120_000;
/** How long the dialer waits before looking again at a call held back by a limit. */
const LINE_WAIT_SECONDS = 15;

export type DialResult =
  | 'placed'
  | 'skipped'
  | 'later'
  | 'waiting-for-line'
  | 'waiting-for-second'
  | 'ended';

const withReal = (call: CallRecord, change: Partial<RealCallState>, at: string): CallRecord => ({
  ...call,
  real: { ...(call.real as RealCallState), ...change },
  updatedAt: at,
});

const again = (message: DialerMessage, delaySeconds: number) =>
  sendMessage(AI_CALL_DIALER_QUEUE, message, { delaySeconds });

/**
 * Places one try of a real call, once. Whatever the message says, the call record decides: a call
 * that is no longer queued, or on another try, is left alone (a redelivered message never dials
 * twice), and so is one a dialer has claimed (until a claim with no call placed goes stale). A
 * call is claimed, with one of the organization's lines, in one conditional write before Twilio
 * is asked; limits that are full (lines, calls per second) send the message again, delayed: calls
 * wait, they are not dropped. A call for later (hours, retries) waits in the due-calls index. The
 * call goes to the contact's own number only, checked again here against Do Not Call (on the
 * contact, or on any contact of the organization with that number).
 */
export const dial = async (
  message: DialerMessage,
  telephony: Telephony,
  now = new Date(),
): Promise<DialResult> => {
  const call = await findCall(message.organizationId, message.callId);
  const real = call?.real;
  if (!call || !real || call.mode !== 'real') return 'skipped';
  if (call.status !== 'queued' || real.attempt !== message.attempt) return 'skipped';
  if (real.claimedAt) {
    if (call.twilioCallSid) return 'skipped';
    if (now.getTime() - Date.parse(real.claimedAt) < CLAIM_STALE_MS) {
      await again(message, 30);
      return 'later';
    }
    logger.warn('A stale dialer claim with no call placed: dialing again', { callId: call.id });
  }
  const due = real.scheduledFor ? Date.parse(real.scheduledFor) : 0;
  if (due > now.getTime() + 1000) {
    // Soon: delayed on the queue; later: the due-calls schedule brings it back.
    if (due - now.getTime() <= 900_000) await again(message, (due - now.getTime()) / 1000);
    return 'later';
  }
  const [settings, placement, contact, plan, timezone] = await Promise.all([
    callingSettingsOf(call.organizationId),
    placementOf(call, telephony),
    currentContact(call.organizationId, call.contactId),
    organizationPlan(call.organizationId),
    organizationTimezone(call.organizationId),
  ]);
  if (!placement.ready) {
    await endWithoutConversation(call, 'failed', placement.reason);
    return 'ended';
  }
  if (!contact || contact.doNotCall) {
    const why = contact ? 'The lead was marked Do Not Call' : 'The contact was deleted';
    await endWithoutConversation(call, 'failed', why);
    return 'ended';
  }
  // Only the contact's own number, as it was when the call was queued, and never one that any
  // contact of the organization asked not to be called on (it may have been marked since).
  const to = contactPhoneE164(contact);
  if (!to || to !== toE164(call.phoneNumber)) {
    const why = to
      ? 'The contact’s phone number changed after the call was queued'
      : 'The contact has no phone number';
    await endWithoutConversation(call, 'failed', why);
    return 'ended';
  }
  if (await numberMarkedDoNotCall(call.organizationId, to)) {
    await endWithoutConversation(
      call,
      'failed',
      'The number was marked Do Not Call on another contact',
    );
    return 'ended';
  }
  // TRAI: a promotional call to a number found on the NCPR since it was queued never goes out.
  const purpose = real.purpose ?? 'promotional';
  if (purpose === 'promotional' && isIndianNumber(to)) {
    const registeredOn = await dndRegisteredOn(call.organizationId, to);
    if (registeredOn && dndRefuses(registeredOn, contact.callConsent?.grantedAt)) {
      await endWithoutConversation(
        call,
        'failed',
        'The number is on the NCPR do not disturb list (TRAI): promotional calls need consent',
      );
      return 'ended';
    }
  }
  const window = lawfulWindow(now, {
    timeZone: real.timeZone,
    hours: settings.callingHours,
    purpose,
    to,
  });
  if (!window || window.getTime() > now.getTime()) {
    const at = laterThan(call.updatedAt);
    if (!window) {
      await endWithoutConversation(call, 'failed', 'No calling hours are set');
      return 'ended';
    }
    await commit(
      callReplaceWrites(
        call,
        withReal(call, { scheduledFor: window.toISOString(), claimedAt: null }, at),
      ),
    );
    return 'later';
  }
  const at = laterThan(call.updatedAt);
  const claimed: CallRecord = {
    ...withReal(call, { claimedAt: at, holdsLine: true, scheduledFor: null }, at),
    // A call counts in the reports on the day it is first dialled (figure-definitions.ts), and
    // among the platform's AI calls on that instant's UTC day.
    ...(callKind(call) ? {} : { reportDay: todayIn(timezone, now), dialledAt: now.toISOString() }),
  };
  try {
    await commit([
      ...callReplaceWrites(call, claimed),
      // A stale claim already holds its line.
      ...(real.holdsLine ? [] : takeLineWrites(call.organizationId, plan.limits.concurrentCalls)),
    ]);
  } catch (error) {
    if (error instanceof NoLineFree) {
      await again(message, LINE_WAIT_SECONDS);
      return 'waiting-for-line';
    }
    if (error instanceof CallChangedError) return 'skipped';
    throw error;
  }
  if (!(await takeSecond(placement.accountKey, settings.callsPerSecond))) {
    // Give the claim and the line back, and come back in a second.
    await commit([
      ...callReplaceWrites(
        claimed,
        withReal(claimed, { claimedAt: null, holdsLine: false }, laterThan(claimed.updatedAt)),
      ),
      ...releaseLineWrites(call.organizationId),
    ]);
    await again(message, 1);
    return 'waiting-for-second';
  }
  const agent = await aiAgentSettingsOf(call.organizationId);
  const placed = await placement.place(to, agent.maxCallDuration);
  if (placed.kind === 'ok') {
    const settleBy = new Date(
      now.getTime() + (RING_SECONDS + agent.maxCallDuration) * 1000 + SETTLE_GRACE_MS,
    ).toISOString();
    // The status callback may have written the sid first: a lost race changes nothing.
    const latest = (await findCall(call.organizationId, call.id)) ?? claimed;
    if (!latest.twilioCallSid || !latest.real?.settleBy) {
      await commit(
        callReplaceWrites(latest, {
          ...withReal(latest, { settleBy }, laterThan(latest.updatedAt)),
          twilioCallSid: placed.value.sid,
        }),
      ).catch((error: unknown) => {
        if (!(error instanceof CallChangedError)) throw error;
      });
    }
    countEvent('realCallPlaced');
    return 'placed';
  }
  if (placed.kind === 'refused' && placed.permanent) {
    const latest = (await findCall(call.organizationId, call.id)) ?? claimed;
    await endWithoutConversation(
      latest,
      'failed',
      `${placement.carrierName} refused the call: ${placed.message}`,
    );
    return 'ended';
  }
  // The carrier busy or out of reach: give the claim back and let SQS deliver it again (then the DLQ).
  const latest = (await findCall(call.organizationId, call.id)) ?? claimed;
  await commit([
    ...callReplaceWrites(
      latest,
      withReal(latest, { claimedAt: null, holdsLine: false }, laterThan(latest.updatedAt)),
    ),
    ...releaseLineWrites(call.organizationId),
  ]);
  throw new Error(
    placed.kind === 'refused'
      ? `${placement.carrierName} answered ${placed.status}: ${placed.message}`
      : `${placement.carrierName} unreachable: ${placed.reason}`,
  );
};
