import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import type { CallPurpose } from '@salesflow/shared/calls/india-calling';
import { callKind } from '@salesflow/shared/metrics/figure-definitions';
import type { CallShare } from '@salesflow/shared/reports/report-counters';
import { USER_PARTITION } from '../../platform/auth/identity.entity';
import { keyShape } from '../../platform/data/key-shape';
import { shardOf } from '../../platform/data/shards';
import { ORGANIZATION_STATS_PARTITION } from '../../platform/data/shared-partitions';
import { INDEXES } from '../../platform/data/table-definition';
import { COUNTED_FROM_STREAM } from '../../platform/projections/stream-change';

/**
 * Key layout of AI calls. One partition per organization, newest first by id (ULID): calls are
 * made one at a time per caller, and the dialer is held to Twilio's rate, far below what one
 * partition takes. Each call also has an entry among its holder's calls (the contact's holder,
 * moved with it), so a member who sees only their own leads lists theirs by key; and it sits in
 * gsi2 under its contact, to follow the contact when it is handed over. Usage counters per
 * billing period sit beside the user and in the organization's statistics partition.
 */
export const CALL_PREFIX = 'CALL#';

export const CALLS_PARTITION = keyShape('ORG#<org>#CALLS');
export const callPartition = (organizationId: string) => CALLS_PARTITION.key(organizationId);

export const callKey = (organizationId: string, id: string) => ({
  pk: callPartition(organizationId),
  sk: `${CALL_PREFIX}${id}`,
});

/** The organization's lines in use (call-lines.repository.ts), beside its calls. */
export const callLinesKey = (organizationId: string) => ({
  pk: callPartition(organizationId),
  sk: 'LINES',
});

export const HELD_CALLS_PARTITION = keyShape('ORG#<org>#HELDCALLS#<holder>');
export const heldCallsPartition = (organizationId: string, holder: string) =>
  HELD_CALLS_PARTITION.key(organizationId, holder);

export const CONTACT_CALLS_INDEX = INDEXES.gsi2;
export const CONTACT_CALLS_PARTITION = keyShape('ORG#<org>#CONTACTCALLS#<contact>');
export const contactCallsIndexKey = (organizationId: string, contactId: string) =>
  CONTACT_CALLS_PARTITION.key(organizationId, contactId);

/**
 * What a call through the phone network keeps beside the API's fields: its attempt (busy and no
 * answer are tried again, at most 3 times), when it is due, the lead's time zone, the AI calls it
 * reserved (given back if it never connects), the dialer's claim, and what the call found out.
 */
/** The carrier a real call goes through (Twilio when absent: calls from before Exotel). */
export type CallCarrier = 'twilio' | 'exotel';

export interface RealCallState {
  attempt: number;
  /** TRAI's purpose of the call (promotional when absent: calls from before purposes). */
  purpose?: CallPurpose;
  /**
   * TRAI's 09:00-21:00 India time holds it (a promotional call to an Indian number), kept so that
   * a retry or a callback is timed without reading the number again.
   */
  traiWindow?: boolean;
  /** The lead's questions and whether each was answered, as the analysis found them. */
  questions?: { question: string; answered: boolean }[];
  carrier?: CallCarrier;
  /**
   * Exotel does not sign its callbacks: every callback and stream URL of the call carries this
   * unguessable token, checked on arrival. Never leaves the server otherwise.
   */
  callToken?: string;
  /** When the dialer may place it; null: at once. */
  scheduledFor: string | null;
  timeZone: string;
  /** The billing periods its reserved AI call counts in; null once given back. */
  usage: { userPeriod: string; organizationPeriod: string } | null;
  /** When a dialer took it (a redelivered message finds it taken). */
  claimedAt: string | null;
  /** It holds one of the organization's lines (plan's calls at once) until it ends. */
  holdsLine: boolean;
  answeredBy: string | null;
  connectionId: string | null;
  endReason: string | null;
  summary: string | null;
  nextStep: string | null;
  callbackAt: string | null;
  recordingKey: string | null;
  analysedAt: string | null;
  /** When a call that was placed must have ended (its max duration and a grace): settled after. */
  settleBy: string | null;
  /** The Twilio number it is placed from (the organization's, when it was queued). */
  from: string | null;
  /**
   * Where each transcript line belongs in the conversation (transcript-lines.ts), one key per
   * line; whether the greeting is in it; when API Gateway received the lead's last interruption.
   */
  lineKeys?: number[];
  greeted?: boolean;
  interruptedAt?: number;
  /** The LLM failed once on this call: the built-in agent answers the rest of it. */
  llmFailed?: boolean;
  /** An answering machine got the voicemail message. */
  voicemailLeft?: boolean;
  /** The auto-calling run that placed it: its end calls the run's next lead. */
  autoRunId?: string | null;
}

/** The stored call: the API's fields, and whose lead it is on (for visibility). */
export interface CallRecord extends AiCall {
  organizationId: string;
  holder: string;
  notes: string | null;
  /** Real calls only. */
  real?: RealCallState | null;
  /**
   * The day it counts on in the reports, in the organization's calendar: the day it was made, and
   * for a real call the day the dialer first took it. A call saved before the reports counts on
   * the UTC day of its creation.
   */
  reportDay?: string;
  /**
   * When the dialer took it for the try that placed it (set with `reportDay`): the platform's AI
   * calls count it on this instant's UTC day. Calls dialled before it was kept have none.
   */
  dialledAt?: string;
  /**
   * The days (the organization's calendar) on which this call logged a call on its contact's
   * timeline, one per line, in order: each counts towards that day's calls (the daily report),
   * from the table's stream (call-counters.projection.ts). Calls from before it was kept have none.
   */
  loggedCallDays?: string[];
}

/**
 * What the call adds to the reports (shared/src/metrics/figure-definitions.ts): a demo call, or a
 * real call once placed, for the member who made it; nothing for a real call not placed.
 */
export const callShareOf = (call: CallRecord): CallShare | null => {
  const kind = callKind(call);
  if (!kind) return null;
  return {
    day: call.reportDay ?? call.createdAt.slice(0, 10),
    maker: call.userId,
    kind,
    outcome: kind === 'call' ? call.outcome : null,
  };
};

/** The call having logged a call on its contact's timeline on `day` (null: it logged none). */
export const withLoggedCall = (call: CallRecord, day: string | null): CallRecord =>
  day ? { ...call, loggedCallDays: [...(call.loggedCallDays ?? []), day] } : call;

/**
 * When a placed call counts among the platform's AI calls (per UTC day and month, the operators'
 * analytics): when it was dialled, or for a call from before that was kept, when it was made.
 */
export const platformCallAt = (call: CallRecord): string => call.dialledAt ?? call.createdAt;

/**
 * Real calls waiting for their time (outside calling hours, a retry, a callback) sit in gsi1 under
 * a due-calls partition (one per shard, across organizations), by when they are due: the due-calls
 * schedule hands them to the dialer. Real calls on the line sit in gsi3 by when they must have
 * ended (the settle schedule asks Twilio about the ones past it). Both leave as the call moves on.
 */
export const DUE_CALLS_INDEX = INDEXES.gsi1;
export const dueCallsPartition = (shard: number) => `DUECALLS#${shard}`;
export const LIVE_CALLS_INDEX = INDEXES.gsi3;
export const liveCallsPartition = (shard: number) => `LIVECALLS#${shard}`;

/** A call on the line is settled this long after its longest possible end. */
export const SETTLE_GRACE_MS = 5 * 60_000;

const realCallIndexes = (call: CallRecord) => {
  const real = call.real;
  if (!real) return {};
  const shard = shardOf(call.id);
  const due =
    call.status === 'queued' && real.scheduledFor && !real.claimedAt
      ? {
          [DUE_CALLS_INDEX.partitionKey]: dueCallsPartition(shard),
          [DUE_CALLS_INDEX.sortKey]: `${real.scheduledFor}#${call.organizationId}#${call.id}`,
        }
      : {};
  const live =
    (call.status === 'calling' || (call.status === 'queued' && real.claimedAt)) && real.settleBy
      ? {
          [LIVE_CALLS_INDEX.partitionKey]: liveCallsPartition(shard),
          [LIVE_CALLS_INDEX.sortKey]: `${real.settleBy}#${call.organizationId}#${call.id}`,
        }
      : {};
  return { ...due, ...live };
};

/**
 * Marks a call item whose derived data the stream keeps (call-counters.projection.ts): every write
 * of a call carries it; one written before (counted by its own transaction) lacks it until the
 * calls-from-stream migration marks it.
 */
export const CALL_COUNTED_FROM_STREAM = COUNTED_FROM_STREAM;

export const toCallItem = (call: CallRecord) => ({
  ...callKey(call.organizationId, call.id),
  type: 'aiCall',
  ...call,
  [CALL_COUNTED_FROM_STREAM]: true,
  [CONTACT_CALLS_INDEX.partitionKey]: contactCallsIndexKey(call.organizationId, call.contactId),
  [CONTACT_CALLS_INDEX.sortKey]: `${CALL_PREFIX}${call.id}`,
  ...realCallIndexes(call),
});

/** The call's entry among its holder's calls: a pointer, the call itself is read by key. */
export const toHeldCallItem = (call: Pick<CallRecord, 'organizationId' | 'holder' | 'id'>) => ({
  pk: heldCallsPartition(call.organizationId, call.holder),
  sk: `${CALL_PREFIX}${call.id}`,
  type: 'heldCall',
  callId: call.id,
});

const text = (value: unknown): string | null =>
  value === undefined || value === null ? null : String(value);
const number = (value: unknown): number | null =>
  value === undefined || value === null ? null : Number(value);

export const fromCallItem = (item: Record<string, unknown>): CallRecord => ({
  id: String(item.id),
  organizationId: String(item.organizationId),
  contactId: String(item.contactId),
  contactName: text(item.contactName),
  contactCompany: text(item.contactCompany),
  phoneNumber: String(item.phoneNumber),
  status: item.status as CallRecord['status'],
  mode: (item.mode as CallRecord['mode']) ?? 'demo',
  duration: number(item.duration),
  transcript: text(item.transcript),
  outcome: (item.outcome as CallRecord['outcome']) ?? null,
  sentiment: (item.sentiment as CallRecord['sentiment']) ?? null,
  aiScore: number(item.aiScore),
  confidence: number(item.confidence),
  scoredBy: (item.scoredBy as CallRecord['scoredBy']) ?? null,
  twilioCallSid: text(item.twilioCallSid),
  recordingUrl: text(item.recordingUrl),
  userId: String(item.userId),
  holder: String(item.holder),
  notes: text(item.notes),
  real: (item.real as RealCallState | undefined) ?? null,
  startedAt: text(item.startedAt),
  endedAt: text(item.endedAt),
  createdAt: String(item.createdAt),
  completedAt: text(item.completedAt),
  updatedAt: String(item.updatedAt),
  ...(typeof item.reportDay === 'string' ? { reportDay: item.reportDay } : {}),
  ...(typeof item.dialledAt === 'string' ? { dialledAt: item.dialledAt } : {}),
  ...(Array.isArray(item.loggedCallDays)
    ? { loggedCallDays: item.loggedCallDays.map(String) }
    : {}),
});

/** The API's form: no organization, holder or notes. */
export const toAiCall = ({
  organizationId: _organizationId,
  holder: _holder,
  notes: _notes,
  reportDay: _reportDay,
  dialledAt: _dialledAt,
  loggedCallDays: _loggedCallDays,
  real,
  ...call
}: CallRecord): AiCall =>
  real
    ? {
        ...call,
        summary: real.summary,
        nextStep: real.nextStep,
        scheduledFor: real.scheduledFor,
        attempt: real.attempt,
        callbackAt: real.callbackAt,
        endReason: real.endReason,
        ...(real.questions ? { questions: real.questions } : {}),
      }
    : call;

/**
 * Calls used in a billing period (its first day, "2026-11-23"): the user's beside their record,
 * the organization's in its statistics partition.
 */
export const userCallUsageKey = (userId: string, period: string) => ({
  pk: USER_PARTITION.key(userId),
  sk: `AICALLS#${period}`,
});

/** A report counter item of the organization's calls (shared/src/reports/report-counters.ts). */
export const callReportKey = (organizationId: string, sk: string) => ({
  pk: ORGANIZATION_STATS_PARTITION.key(organizationId),
  sk,
});

export const organizationCallUsageKey = (organizationId: string, period: string) => ({
  pk: ORGANIZATION_STATS_PARTITION.key(organizationId),
  sk: `AICALLS#${period}`,
});

/** Scheduled auto-calling's calls on an organization's calendar day ("2026-11-23"). */
export const autoCallsKey = (organizationId: string, day: string) => ({
  pk: ORGANIZATION_STATS_PARTITION.key(organizationId),
  sk: `AUTOCALLS#${day}`,
});

/**
 * A user's auto-calling run: one item per user in the organization's auto-run partition (the
 * latest run replaces the one before).
 */
export const AUTO_RUN_PARTITION = keyShape('ORG#<org>#AUTORUN');
export const autoRunKey = (organizationId: string, userId: string) => ({
  pk: AUTO_RUN_PARTITION.key(organizationId),
  sk: USER_PARTITION.key(userId),
});

/**
 * A ConversationRelay WebSocket connection and the call it carries (relay-connection.repository.ts),
 * found by the connection's id.
 */
export const RELAY_CONNECTION_PARTITION = keyShape('RELAYCONN#<connection>');
export const relayConnectionKey = (connectionId: string) => ({
  pk: RELAY_CONNECTION_PARTITION.key(connectionId),
  sk: 'CONNECTION',
});
