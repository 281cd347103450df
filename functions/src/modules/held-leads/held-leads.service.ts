import { roleAtLeast } from '@salesflow/shared/auth/roles';
import type { NewContactFields } from '@salesflow/shared/contacts/contact.schema';
import type {
  HeldLead,
  HeldLeadsAnswer,
  HeldLeadsRelease,
} from '@salesflow/shared/contacts/held-lead';
import type { AuthContext } from '../../platform/auth/session';
import { newId } from '../../platform/data/ids';
import { commit, type Write } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { countEvent } from '../../platform/metrics';
import { outboxPut } from '../../platform/queue/outbox';
import { HELD_LEADS_QUEUE } from '../../platform/queue-names';
import {
  ContactRoomTakenError,
  contactByEmail,
  contactRoomOf,
  insertNewContact,
  mergeIntoContact,
} from '../contacts/contacts.service';
import { organizationOf } from '../organizations/organizations.service';
import {
  HeldLeadExistsError,
  HeldLeadGoneError,
  heldCount,
  heldLeadsPresent,
  holdWrites,
  oldestHeld,
  releaseWrites,
} from './held-leads.repository';

/**
 * Keeps a lead there is no room for; it becomes a contact when room is made. An import's row
 * names its own id and time, so holding it again (its chunk delivered again) keeps it once.
 */
export const holdLead = async (
  organizationId: string,
  fields: NewContactFields,
  origin: string,
  assignedTo: string | null,
  fixed?: { id: string; receivedAt: string },
  /** More writes of the caller's, committed with the lead (first: their error wins). */
  alongside: readonly Write[] = [],
): Promise<HeldLead> => {
  const lead: HeldLead = {
    id: fixed?.id ?? newId(),
    receivedAt: fixed?.receivedAt ?? new Date().toISOString(),
    origin,
    fields,
    assignedTo,
  };
  try {
    await commit([...alongside, ...holdWrites(organizationId, lead)]);
  } catch (error) {
    if (!(fixed && error instanceof HeldLeadExistsError)) throw error;
    return lead;
  }
  countEvent('leadHeld');
  return lead;
};

/**
 * The writes that hold a lead of an import's row under its own id and time (the job and row), for
 * the import to write in bulk with its other rows: the lead's item (putting it twice puts the same
 * item) and one more on the held count, which the import adds once with its own counts.
 */
export const heldLeadWrites = (
  organizationId: string,
  fields: NewContactFields,
  origin: string,
  assignedTo: string | null,
  fixed: { id: string; receivedAt: string },
): Write[] =>
  holdWrites(organizationId, { ...fixed, origin, fields, assignedTo } satisfies HeldLead);

/** Which of an import's rows' held leads (their own ids and times) are held already. */
export const heldAlready = (
  organizationId: string,
  leads: readonly { id: string; receivedAt: string }[],
): Promise<Set<string>> =>
  leads.length ? heldLeadsPresent(organizationId, leads) : Promise.resolve(new Set());

const SHOWN = 50;

/**
 * How many leads wait and the oldest 50. The count follows from the stream, a moment behind a
 * burst; when fewer than 50 wait, the list itself is the exact count.
 */
const heldNow = async (organizationId: string) => {
  const [counted, stored] = await Promise.all([
    heldCount(organizationId),
    oldestHeld(organizationId, SHOWN),
  ]);
  const items = stored.map(({ countedFromStream: _counted, ...lead }) => lead);
  return { count: items.length < SHOWN ? items.length : Math.max(counted, items.length), items };
};

/** GET /api/held-leads: how many leads wait, the oldest 50, and why they wait. */
export const heldLeads = async (auth: AuthContext): Promise<HeldLeadsAnswer> => {
  const { count, items } = await heldNow(auth.organizationId);
  const reason = count ? (await contactRoomOf(auth.organizationId)).take() : null;
  return { count, items, reason, canRelease: roleAtLeast(auth.role ?? 'member', 'admin') };
};

const PAGE = 25;

/**
 * Makes held leads contacts, oldest first, while the plan has room: each is inserted as the
 * webhook would have (owned by the organization's owner, assigned as it was when it arrived),
 * then taken off the held list. A lead whose email a contact has meanwhile is merged into it. A
 * release stopped half-way (a crash) is safe to run again: the email claim finds the contact.
 */
export const releaseHeldLeads = async (organizationId: string): Promise<HeldLeadsRelease> => {
  const organization = await organizationOf(organizationId);
  const actor: AuthContext = {
    userId: organization.ownerId,
    organizationId,
    timezone: organization.timezone,
    sessionId: 'held-leads',
    organizationHasRecords: organization.hasRecords,
  };
  const room = await contactRoomOf(organizationId);
  let released = 0;
  let merged = 0;
  let reason: string | null = null;
  for (;;) {
    const page = await oldestHeld(organizationId, PAGE);
    if (page.length === 0) break;
    for (const lead of page) {
      reason = room.take();
      if (reason) break;
      try {
        await insertNewContact(actor, lead.fields, {
          assignedTo: lead.assignedTo,
          room: room.claim,
        });
        released += 1;
      } catch (error) {
        // Another create took the plan's last place meanwhile: the lead stays held.
        if (error instanceof ContactRoomTakenError) {
          reason = error.message;
          break;
        }
        if (!(error instanceof ConflictError)) throw error;
        room.release();
        const existing = await contactByEmail(organizationId, lead.fields.email);
        if (existing) {
          await mergeIntoContact(actor, existing.id, lead.fields, 'fill', {
            subject: `Held lead added from ${lead.origin.replace(/^webhook:/, '')}`,
          });
          merged += 1;
        }
      }
      try {
        await commit(releaseWrites(organizationId, lead));
      } catch (error) {
        if (!(error instanceof HeldLeadGoneError)) throw error;
      }
    }
    if (reason) break;
  }
  if (released) countEvent('heldLeadReleased', released);
  const { count: waiting } = await heldNow(organizationId);
  logger.info('held leads released', { organizationId, released, merged, waiting });
  return { released, merged, waiting, reason: waiting ? reason : null };
};

/** The message, for the outbox of a change that makes room (a plan paid or set). */
export const releaseHeldLeadsLater = (organizationId: string) =>
  outboxPut(HELD_LEADS_QUEUE, { organizationId });
