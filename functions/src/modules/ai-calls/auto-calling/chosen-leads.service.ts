import type { CallQueueEntry } from '@salesflow/shared/ai-calls/call-queue.schema';
import type { AuthContext } from '../../../platform/auth/session';
import { ConflictError, ValidationError } from '../../../platform/errors';
import { callQueue } from '../../contacts/call-queue.service';
import {
  assertMayChangeContact,
  getContact,
  visibleContactsByIds,
} from '../../contacts/contacts.service';
import { deleteChosenLead, putChosenLead, readChosenLeads } from './chosen-leads.repository';

export const NO_PHONE_TO_CALL = 'No phone number to call';
export const DO_NOT_CALL_ON = 'Do Not Call is on for this contact';

type Caller = Pick<AuthContext, 'organizationId' | 'userId' | 'scope' | 'role'>;

/**
 * Bulk "Add to auto-calling" for one contact: chosen for the caller's next auto-calling run if
 * they may call it (a lead they may work, with a phone, not Do Not Call). Its consent, time zone
 * and calling hours are checked when the run calls it, as for every call.
 */
export const chooseForCalling = async (auth: Caller, contactId: string): Promise<void> => {
  const contact = await getContact(auth, contactId);
  assertMayChangeContact(auth, contact);
  if (!contact.phone) {
    throw new ValidationError([{ field: 'phone', message: NO_PHONE_TO_CALL }], NO_PHONE_TO_CALL);
  }
  if (contact.doNotCall) throw new ConflictError(DO_NOT_CALL_ON);
  await putChosenLead(auth.organizationId, auth.userId, {
    contactId: contact.id,
    name: contact.name,
    company: contact.company ?? null,
    phone: contact.phone,
    chosenAt: new Date().toISOString(),
  });
};

/** Takes a lead off the caller's chosen ones (the run called it, or the user took it off). */
export const unchooseLead = (auth: Pick<Caller, 'organizationId' | 'userId'>, contactId: string) =>
  deleteChosenLead(auth.organizationId, auth.userId, contactId);

/**
 * The caller's chosen leads as they are now, first chosen first, at most `limit` past `skip`: one
 * deleted, no longer theirs to see, or left without a phone is passed over, and with `tidy` (a
 * run's step, which may write) taken off. The contacts are read a batch at a time.
 */
export const chosenQueue = async (
  auth: Caller,
  limit: number,
  options: { skip?: ReadonlySet<string>; tidy?: boolean } = {},
): Promise<CallQueueEntry[]> => {
  const skip = options.skip ?? new Set<string>();
  const entries: CallQueueEntry[] = [];
  const waiting = (await readChosenLeads(auth.organizationId, auth.userId)).filter(
    (lead) => !skip.has(lead.contactId),
  );
  // Read a batch at a time (one BatchGetItem each), in the order chosen, until `limit` are found.
  const batch = Math.max(limit, 8);
  for (let start = 0; start < waiting.length && entries.length < limit; start += batch) {
    const leads = waiting.slice(start, start + batch);
    const found = new Map(
      (
        await visibleContactsByIds(
          auth,
          leads.map((lead) => lead.contactId),
        )
      ).map((contact) => [contact.id, contact]),
    );
    for (const lead of leads) {
      if (entries.length >= limit) break;
      const contact = found.get(lead.contactId);
      if (!contact?.phone) {
        if (options.tidy) await unchooseLead(auth, lead.contactId);
        continue;
      }
      entries.push({
        id: contact.id,
        name: contact.name,
        company: contact.company ?? null,
        phone: contact.phone,
        score: contact.score,
        assignedTo: contact.assignedTo ?? null,
        ownerId: contact.ownerId,
        chosen: true,
      });
    }
  }
  return entries;
};

/**
 * GET /api/ai-calling/queue: the leads the caller chose first, then the queue by score (without
 * those), `limit` in all.
 */
export const callQueueWithChosen = async (
  auth: Caller,
  options: { limit: number; minScore: number },
): Promise<CallQueueEntry[]> => {
  // Chosen leads below the list's minimum score (the dashboard's panel: above 70) are not in it.
  const chosen = (await chosenQueue(auth, options.limit)).filter(
    (entry) => entry.score >= options.minScore,
  );
  const ids = new Set(chosen.map((entry) => entry.id));
  const queue = await callQueue(auth, { ...options, limit: options.limit + chosen.length });
  return [...chosen, ...queue.filter((entry) => !ids.has(entry.id))].slice(0, options.limit);
};
