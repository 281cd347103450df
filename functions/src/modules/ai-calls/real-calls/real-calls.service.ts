import type { AiCall, StartCallAnswer } from '@salesflow/shared/ai-calls/ai-call.schema';
import { type CallPurpose, nextLawfulWindow } from '@salesflow/shared/calls/india-calling';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { todayIn } from '@salesflow/shared/dates/calendar-date';
import type { AuthContext } from '../../../platform/auth/session';
import { newId } from '../../../platform/data/ids';
import { commit, type Write } from '../../../platform/data/unit-of-work';
import {
  ConflictError,
  LimitExceededError,
  NotFoundError,
  ValidationError,
} from '../../../platform/errors';
import { countEvent } from '../../../platform/metrics';
import { outboxPut, sendFromOutbox } from '../../../platform/queue/outbox';
import { AI_CALL_DIALER_QUEUE } from '../../../platform/queue-names';
import { makeCallToken } from '../../../platform/telephony/exotel-call-token';
import { twilioTelephony } from '../../../platform/telephony/twilio-calls';
import { closeConnection } from '../../../platform/ws/connections';
import { callingSettingsOf } from '../../calling-settings/calling-settings.service';
import {
  assertMayChangeContact,
  leadHolder,
  numberMarkedDoNotCall,
  visibleContact,
  visibleLeadHolders,
} from '../../contacts/contacts.service';
import { dndRegisteredOn } from '../../dnd-numbers/dnd-numbers.service';
import { reachMilestone } from '../../onboarding/onboarding.service';
import { telephonyReadiness } from '../../security-settings/provider-keys.service';
import { type CallCarrier, type CallRecord, toAiCall } from '../ai-call.entity';
import { callInsertWrites, findCall } from '../ai-calls.repository';
import {
  allowanceProblem,
  callAllowance,
  reserveCallWrites,
} from '../records/call-allowance.service';
import { assertMayChangeCall } from '../records/call-holders.service';
import { chooseCarrier } from './call-carrier.service';
import { endWithoutConversation } from './call-progress.service';
import type { DialerMessage } from './dialer-message';
import {
  assertMayCall,
  assertTraiRules,
  CallRefusedError,
  callTiming,
  leadLocalTime,
  numberDoNotCallError,
  ownNumberOf,
  TRAI_HOURS_RULE,
} from './real-call-checks';

type Caller = Pick<AuthContext, 'organizationId' | 'userId' | 'scope' | 'timezone' | 'role'>;

/** A real call's record, queued: at once (`scheduledFor` null) or for later. */
const realCallRecord = (fields: {
  organizationId: string;
  userId: string;
  contact: Contact;
  phoneNumber: string;
  notes: string | null;
  scheduledFor: string | null;
  timeZone: string;
  usage: { userPeriod: string; organizationPeriod: string };
  from: string;
  purpose: CallPurpose;
  traiWindow: boolean;
  carrier: CallCarrier;
  now: Date;
  /** The organization's time zone: the report counts the call on its day there. */
  organizationTimeZone: string;
  autoRunId?: string | null;
}): CallRecord => {
  const at = fields.now.toISOString();
  return {
    reportDay: todayIn(fields.organizationTimeZone, fields.now),
    id: newId(),
    organizationId: fields.organizationId,
    contactId: fields.contact.id,
    contactName: fields.contact.name,
    contactCompany: fields.contact.company,
    phoneNumber: fields.phoneNumber,
    status: 'queued',
    mode: 'real',
    duration: null,
    transcript: null,
    outcome: null,
    sentiment: null,
    aiScore: null,
    confidence: null,
    scoredBy: null,
    twilioCallSid: null,
    recordingUrl: null,
    userId: fields.userId,
    holder: leadHolder(fields.contact),
    notes: fields.notes,
    startedAt: null,
    endedAt: null,
    createdAt: at,
    completedAt: null,
    updatedAt: at,
    real: {
      attempt: 1,
      scheduledFor: fields.scheduledFor,
      timeZone: fields.timeZone,
      usage: fields.usage,
      claimedAt: null,
      holdsLine: false,
      answeredBy: null,
      connectionId: null,
      endReason: null,
      summary: null,
      nextStep: null,
      callbackAt: null,
      recordingKey: null,
      analysedAt: null,
      settleBy: null,
      from: fields.from,
      purpose: fields.purpose,
      traiWindow: fields.traiWindow,
      carrier: fields.carrier,
      ...(fields.carrier === 'exotel' ? { callToken: makeCallToken() } : {}),
      ...(fields.autoRunId ? { autoRunId: fields.autoRunId } : {}),
    },
  };
};

/**
 * Starting a call that must go now (an auto-calling run) for a lead outside their hours; `nextAt`
 * is when their next window opens.
 */
export class OutsideCallingHoursError extends CallRefusedError {
  constructor(
    message: string,
    readonly nextAt: Date,
    refusal: 'outside-hours' | 'trai-hours' = 'outside-hours',
  ) {
    super(message, refusal);
  }
}

/**
 * POST /api/ai-calling/start-real-call and /initiate: a call through the phone network, for a
 * contact the caller may see, to that contact's own number (another number is a 400 on
 * `phoneNumber`). Checked in this order, each with its own answer: the organization's Twilio
 * credentials (else `requiresSetup`, nothing created); the plan's AI calls this month (402 naming
 * the limit and the plan that lifts it); the lead (Do Not Call, on it or on any contact of the
 * organization with its number; consent; India's rule: 409); the lead's calling hours (outside
 * them the call waits for the next window, and the answer says when). Then the call is recorded
 * (queued), one AI call of the month is taken in the same transaction, and the dialer is told
 * through the outbox (a committed call always reaches it).
 */
export const startRealCall = async (
  auth: Caller,
  input: {
    contactId: string;
    phoneNumber: string;
    notes?: string | null;
    purpose?: CallPurpose | undefined;
  },
  options: {
    /** Writes made with the call's (scheduled auto-calling counts its day's calls). */
    extraWrites?: readonly Write[] | ((callId: string) => readonly Write[]);
    /** An auto-calling run's call: placed now or not at all (OutsideCallingHoursError). */
    autoRunId?: string;
  } = {},
): Promise<StartCallAnswer> => {
  const contact = await visibleContact(auth, input.contactId);
  if (!contact) {
    throw new ValidationError([
      { field: 'contactId', message: 'Choose a contact of your organization' },
    ]);
  }
  assertMayChangeContact(auth, contact);
  const phoneE164 = ownNumberOf(contact, input.phoneNumber);
  const purpose = input.purpose ?? 'promotional';
  const choice = await chooseCarrier(auth.organizationId, phoneE164, purpose);
  if (choice.kind === 'setup') {
    return { success: false, requiresSetup: true, message: choice.message };
  }
  const { carrier, from } = choice;
  const allowance = await callAllowance(auth);
  const problem = allowanceProblem(allowance);
  if (problem) throw new LimitExceededError(problem);
  const settings = await callingSettingsOf(auth.organizationId);
  assertMayCall(contact, {
    requireConsent: settings.requireConsent,
    from,
    to: input.phoneNumber,
    carrier,
  });
  if (await numberMarkedDoNotCall(auth.organizationId, phoneE164)) {
    throw numberDoNotCallError(contact.phone ?? phoneE164);
  }
  assertTraiRules(contact, {
    purpose,
    from,
    to: phoneE164,
    registeredOn: await dndRegisteredOn(auth.organizationId, phoneE164),
  });
  const now = new Date();
  const timing = callTiming(
    contact,
    input.phoneNumber,
    auth.timezone,
    settings.callingHours,
    purpose,
    now,
  );
  if (!timing.at) {
    throw new CallRefusedError(
      timing.traiWindow
        ? 'Your calling hours never meet 09:00–21:00 India time, the only hours TRAI allows promotional calls to Indian numbers. Change your calling hours in Settings.'
        : 'No calling hours are set: choose calling days and hours in Settings.',
      'no-hours',
    );
  }
  if (options.autoRunId && !timing.inside) {
    throw new OutsideCallingHoursError(
      timing.heldByTrai
        ? `${TRAI_HOURS_RULE}: it is ${leadLocalTime(now, 'Asia/Kolkata')} in India.`
        : `It is outside calling hours for ${contact.name} (${leadLocalTime(now, timing.timeZone)} their time).`,
      timing.at,
      timing.heldByTrai ? 'trai-hours' : 'outside-hours',
    );
  }
  const call = realCallRecord({
    organizationId: auth.organizationId,
    userId: auth.userId,
    contact,
    phoneNumber: input.phoneNumber,
    notes: input.notes ?? null,
    scheduledFor: timing.inside ? null : timing.at.toISOString(),
    timeZone: timing.timeZone,
    usage: { userPeriod: allowance.userPeriod, organizationPeriod: allowance.period },
    from,
    purpose,
    traiWindow: timing.traiWindow,
    carrier,
    now,
    organizationTimeZone: auth.timezone,
    autoRunId: options.autoRunId ?? null,
  });
  const message: DialerMessage = {
    organizationId: auth.organizationId,
    callId: call.id,
    attempt: 1,
  };
  // A call for later waits in the due-calls index; one for now goes to the dialer at once.
  const outbox = timing.inside ? outboxPut(AI_CALL_DIALER_QUEUE, message) : null;
  await commit([
    ...callInsertWrites(call),
    ...reserveCallWrites(auth, allowance),
    ...(typeof options.extraWrites === 'function'
      ? options.extraWrites(call.id)
      : (options.extraWrites ?? [])),
    ...(outbox ? [outbox.write] : []),
  ]);
  if (outbox) await sendFromOutbox(outbox.entry);
  countEvent('aiCallCreated');
  await reachMilestone(auth.userId, 'hasUsedAICalling');
  if (!timing.inside && timing.heldByTrai) {
    return {
      success: true,
      requiresSetup: false,
      message: `${TRAI_HOURS_RULE}. The call is scheduled for ${leadLocalTime(timing.at, 'Asia/Kolkata')} India time.`,
      aiCall: { id: call.id },
      scheduledFor: timing.at.toISOString(),
    };
  }
  if (!timing.inside) {
    const when = leadLocalTime(timing.at, timing.timeZone);
    return {
      success: true,
      requiresSetup: false,
      message: `It is outside calling hours for ${contact.name} (${settings.callingHours.start}–${settings.callingHours.end}, ${timing.timeZone}). The call is scheduled for ${when} their time.`,
      aiCall: { id: call.id },
      scheduledFor: timing.at.toISOString(),
    };
  }
  return {
    success: true,
    requiresSetup: false,
    message: `Calling ${contact.name} at ${input.phoneNumber}.`,
    aiCall: { id: call.id },
    scheduledFor: null,
  };
};

/**
 * Ends a real call the caller may see: one on the line is hung up through Twilio (its completed
 * callback records the end); one still waiting for the dialer or its time is cancelled (its AI
 * call of the month given back). A call that already ended is answered as it is.
 */
export const hangUpCall = async (auth: Caller, id: string): Promise<AiCall> => {
  const call = await findCall(auth.organizationId, id);
  const holders = visibleLeadHolders(auth);
  if (!call || (holders && !holders.includes(call.holder))) {
    throw new NotFoundError('Call not found');
  }
  await assertMayChangeCall(auth, call);
  if (call.mode !== 'real') {
    throw new ConflictError('A demo call ends from its panel; only real calls are hung up.');
  }
  if (call.status === 'calling' && call.real?.carrier === 'exotel') {
    // Exotel has no hang-up call for these: closing its AgentStream ends the call, and its
    // terminal callback records the end.
    const connectionId = call.real.connectionId;
    if (!connectionId) {
      throw new ConflictError(
        'The call is still ringing at Exotel and can be ended once it is answered. It stops ringing by itself after 30 seconds.',
      );
    }
    await closeConnection(connectionId);
  } else if (call.status === 'calling' && call.twilioCallSid) {
    const readiness = await telephonyReadiness(auth.organizationId);
    if (readiness.ready) {
      const answer = await twilioTelephony.hangUp(readiness.twilio, call.twilioCallSid);
      if (answer.kind === 'unreachable') {
        throw new ConflictError('Twilio could not be reached to hang up. Try again in a moment.');
      }
    }
  } else if (call.status === 'queued' && !call.twilioCallSid) {
    await endWithoutConversation(
      call,
      'failed',
      `Cancelled by ${auth.userId === call.userId ? 'the caller' : 'a teammate'}`,
    );
  }
  return toAiCall((await findCall(auth.organizationId, id)) ?? call);
};

/**
 * The call a lead asked for ("call me tomorrow at 4"): a new real call for the time they named, or
 * the calling window after it, taking one AI call of the month; written in the same transaction
 * as the analysis that found it (so it is made once). None when the month has no calls left or
 * the lead may no longer be called.
 */
export const callbackCallWrites = async (
  previous: CallRecord,
  contact: Contact,
  wanted: Date,
  timezone: string,
): Promise<Write[]> => {
  if (contact.doNotCall || !previous.real) return [];
  const auth = { organizationId: previous.organizationId, userId: previous.userId, timezone };
  const allowance = await callAllowance(auth);
  if (allowanceProblem(allowance)) return [];
  const settings = await callingSettingsOf(previous.organizationId);
  const purpose = previous.real.purpose ?? 'promotional';
  const traiWindow = previous.real.traiWindow ?? false;
  const at = nextLawfulWindow(wanted, {
    timeZone: previous.real.timeZone,
    hours: settings.callingHours,
    traiWindow,
  });
  if (!at) return [];
  const call = realCallRecord({
    organizationId: previous.organizationId,
    userId: previous.userId,
    contact,
    phoneNumber: previous.phoneNumber,
    notes: 'The callback the lead asked for',
    scheduledFor: at.toISOString(),
    timeZone: previous.real.timeZone,
    usage: { userPeriod: allowance.userPeriod, organizationPeriod: allowance.period },
    from: previous.real.from ?? '',
    purpose,
    traiWindow,
    carrier: previous.real.carrier ?? 'twilio',
    now: new Date(),
    organizationTimeZone: timezone,
  });
  return [...callInsertWrites(call), ...reserveCallWrites(auth, allowance)];
};
