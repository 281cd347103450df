import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import { INDEXES } from '../../platform/data/table-definition';

/**
 * Key layout of AI calls. One partition per organization, newest first by id (ULID): calls are
 * made one at a time per caller, and the dialer is held to Twilio's rate, far below what one
 * partition takes. Each call also has an entry among its holder's calls (the contact's holder,
 * moved with it), so a member who sees only their own leads lists theirs by key; and it sits in
 * gsi2 under its contact, to follow the contact when it is handed over. Usage counters per
 * billing period sit beside the user and in the organization's statistics partition.
 */
export const CALL_PREFIX = 'CALL#';

export const callPartition = (organizationId: string) => `ORG#${organizationId}#CALLS`;

export const callKey = (organizationId: string, id: string) => ({
  pk: callPartition(organizationId),
  sk: `${CALL_PREFIX}${id}`,
});

export const heldCallsPartition = (organizationId: string, holder: string) =>
  `ORG#${organizationId}#HELDCALLS#${holder}`;

export const CONTACT_CALLS_INDEX = INDEXES.gsi2;
export const contactCallsIndexKey = (organizationId: string, contactId: string) =>
  `ORG#${organizationId}#CONTACTCALLS#${contactId}`;

/** The stored call: the API's fields, and whose lead it is on (for visibility). */
export interface CallRecord extends AiCall {
  organizationId: string;
  holder: string;
  notes: string | null;
}

export const toCallItem = (call: CallRecord) => ({
  ...callKey(call.organizationId, call.id),
  type: 'aiCall',
  ...call,
  [CONTACT_CALLS_INDEX.partitionKey]: contactCallsIndexKey(call.organizationId, call.contactId),
  [CONTACT_CALLS_INDEX.sortKey]: `${CALL_PREFIX}${call.id}`,
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
  startedAt: text(item.startedAt),
  endedAt: text(item.endedAt),
  createdAt: String(item.createdAt),
  completedAt: text(item.completedAt),
  updatedAt: String(item.updatedAt),
});

/** The API's form: no organization, holder or notes. */
export const toAiCall = ({
  organizationId: _organizationId,
  holder: _holder,
  notes: _notes,
  ...call
}: CallRecord): AiCall => call;

/**
 * Calls used in a billing period (its first day, "2026-11-23"): the user's beside their record,
 * the organization's in its statistics partition.
 */
export const userCallUsageKey = (userId: string, period: string) => ({
  pk: `USER#${userId}`,
  sk: `AICALLS#${period}`,
});

export const organizationCallUsageKey = (organizationId: string, period: string) => ({
  pk: `ORG#${organizationId}#STATS`,
  sk: `AICALLS#${period}`,
});
