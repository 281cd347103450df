import type {
  AiCall,
  AiCallCreate,
  AiCallMode,
  AiCallPage,
  AiCallUpdate,
} from '@salesflow/shared/ai-calls/ai-call.schema';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { todayIn } from '@salesflow/shared/dates/calendar-date';
import type { AuthContext } from '../../../platform/auth/session';
import { newId } from '../../../platform/data/ids';
import { laterThan } from '../../../platform/data/later-than';
import { commit } from '../../../platform/data/unit-of-work';
import { ConflictError, NotFoundError, ValidationError } from '../../../platform/errors';
import { countEvent } from '../../../platform/metrics';
import {
  assertMayChangeContact,
  ContactChangedError,
  currentContact,
  leadHolder,
  visibleContact,
  visibleLeadHolders,
} from '../../contacts/contacts.service';
import { reachMilestone } from '../../onboarding/onboarding.service';
import { type CallRecord, toAiCall } from '../ai-call.entity';
import {
  CallChangedError,
  callInsertWrites,
  callReplaceWrites,
  findCall,
  listCallPage,
  listContactCalls,
  listHeldCallPage,
} from '../ai-calls.repository';
import { completionOf } from '../real-calls/call-completion';
import { recordingFileName, recordingLink } from '../real-calls/call-recording.service';
import { assertMayChangeCall } from './call-holders.service';

type Caller = Pick<AuthContext, 'organizationId' | 'userId' | 'scope' | 'timezone' | 'role'>;

const notFound = () => new NotFoundError('Call not found');

const canSeeCall = (auth: Caller, call: CallRecord) => {
  const holders = visibleLeadHolders(auth);
  return !holders || holders.includes(call.holder);
};

/** A call of the caller's organization on a lead they may see; anything else is not found. */
const findVisibleCall = async (auth: Caller, id: string): Promise<CallRecord> => {
  const call = await findCall(auth.organizationId, id);
  if (!call || !canSeeCall(auth, call)) throw notFound();
  return call;
};

/**
 * A call is made to one of the organization's contacts that the caller may see, and may work (a
 * member their leads and unassigned ones: shared/src/teams/lead-rules.ts).
 */
const callableContact = async (auth: Caller, contactId: string): Promise<Contact> => {
  const contact = await visibleContact(auth, contactId);
  if (!contact) {
    throw new ValidationError([
      { field: 'contactId', message: 'Choose a contact of your organization' },
    ]);
  }
  assertMayChangeContact(auth, contact);
  return contact;
};

/** Retries a change whose call or contact moved between its read and its write. */
const withRetry = async <T>(work: () => Promise<T>): Promise<T> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const moved = error instanceof CallChangedError || error instanceof ContactChangedError;
      if (!moved || attempt >= 3) throw error;
    }
  }
};

export const getCall = async (auth: Caller, id: string): Promise<AiCall> =>
  toAiCall(await findVisibleCall(auth, id));

/**
 * POST /api/ai-calls: a call record for a contact the caller may see. The caller's first call,
 * demo or real, is the onboarding milestone "AI calling used".
 */
export const createCall = async (
  auth: Caller,
  input: AiCallCreate,
  options: { mode?: AiCallMode; notes?: string | null } = {},
): Promise<AiCall> => {
  const call = await withRetry(async () => {
    const contact = await callableContact(auth, input.contactId);
    const now = new Date().toISOString();
    const record: CallRecord = {
      id: newId(),
      organizationId: auth.organizationId,
      contactId: contact.id,
      contactName: contact.name,
      contactCompany: contact.company,
      phoneNumber: input.phoneNumber,
      status: input.status,
      mode: options.mode ?? 'demo',
      duration: null,
      transcript: null,
      outcome: null,
      sentiment: null,
      aiScore: null,
      confidence: null,
      scoredBy: null,
      twilioCallSid: null,
      recordingUrl: null,
      userId: auth.userId,
      holder: leadHolder(contact),
      notes: options.notes ?? null,
      startedAt: input.status === 'queued' ? null : now,
      endedAt: null,
      createdAt: now,
      reportDay: todayIn(auth.timezone, new Date(now)),
      completedAt: null,
      updatedAt: now,
    };
    const completion =
      record.status === 'completed' ? await completionOf(auth, null, record, contact) : null;
    const stored = completion?.call ?? record;
    await commit([...callInsertWrites(stored), ...(completion?.writes ?? [])]);
    await completion?.afterCommit();
    return stored;
  });
  countEvent('aiCallCreated');
  await reachMilestone(auth.userId, 'hasUsedAICalling');
  return toAiCall(call);
};

/**
 * PUT /api/ai-calls/{id}: the call's progress. Its end (status completed) happens once: it puts
 * the call on the contact's timeline in the same transaction; a completed call does not start
 * again. A demo call is free: it never counts towards the plan's AI calls.
 */
export const updateCall = async (auth: Caller, id: string, patch: AiCallUpdate): Promise<AiCall> =>
  withRetry(async () => {
    const previous = await findVisibleCall(auth, id);
    await assertMayChangeCall(auth, previous);
    if (previous.mode === 'real') {
      throw new ConflictError(
        'A real AI call is updated by the phone call itself; its record cannot be changed by hand.',
      );
    }
    if (previous.status === 'completed' && patch.status && patch.status !== 'completed') {
      throw new ValidationError([
        { field: 'status', message: 'A completed call cannot be queued or calling again' },
      ]);
    }
    const now = laterThan(previous.updatedAt);
    const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    let next: CallRecord = { ...previous, ...set, updatedAt: now };
    if (next.status !== 'queued' && !next.startedAt) next.startedAt = now;
    const scoreSent = ['outcome', 'sentiment', 'aiScore', 'confidence'].some(
      (field) => field in set,
    );
    if (scoreSent) next.scoredBy = 'client';
    const completing = next.status === 'completed' && previous.status !== 'completed';
    let completion: Awaited<ReturnType<typeof completionOf>> | null = null;
    if (completing) {
      const contact = await currentContact(auth.organizationId, previous.contactId);
      completion = await completionOf(auth, previous, next, contact);
      next = completion.call;
    }
    await commit([...callReplaceWrites(previous, next), ...(completion?.writes ?? [])]);
    await completion?.afterCommit();
    if (completing) countEvent('aiCallCompleted');
    return toAiCall(next);
  });

/** GET /api/ai-calls: newest first; a member who sees only their own leads, their calls. */
export const listCalls = async (
  auth: Caller,
  options: { limit: number; cursor?: string; contactId?: string },
): Promise<AiCallPage> => {
  if (options.contactId) {
    // One contact's calls (its timeline view): the contact must be one the caller may see.
    if (!(await visibleContact(auth, options.contactId))) {
      return { items: [], nextCursor: null };
    }
    const calls = await listContactCalls(auth.organizationId, options.contactId, options.limit);
    return { items: calls.map(toAiCall), nextCursor: null };
  }
  const holders = visibleLeadHolders(auth);
  const page = holders
    ? await listHeldCallPage(auth.organizationId, holders, options)
    : await listCallPage(auth.organizationId, options);
  return { items: page.items.map(toAiCall), nextCursor: page.nextCursor };
};

/**
 * A short-lived link to a call's recording, for someone who may see the call: to play, or (with
 * `download`) to save as "Call with <contact>, <day>.wav".
 */
export const callRecordingLink = async (
  auth: Caller,
  id: string,
  options: { download?: boolean } = {},
): Promise<string> => {
  const call = await findVisibleCall(auth, id);
  const url = await recordingLink(
    call,
    options.download ? recordingFileName(call, auth.timezone) : undefined,
  );
  if (!url) throw new NotFoundError('This call has no recording');
  return url;
};
