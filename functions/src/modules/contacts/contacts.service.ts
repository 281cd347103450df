import type {
  Contact,
  ContactFields,
  ContactUpdate,
} from '@salesflow/shared/contacts/contact.schema';
import type { ContactChange } from '@salesflow/shared/contacts/contact-change';
import {
  CONTACT_ARRAY_MAX,
  type ContactPage,
} from '@salesflow/shared/contacts/contact-list.schema';
import { toE164 } from '@salesflow/shared/contacts/phone';
import type { AuthContext } from '../../platform/auth/session';
import { newId } from '../../platform/data/ids';
import { monthKey } from '../../platform/data/month-key';
import { NotFoundError } from '../../platform/errors';
import { outboxPut, sendFromOutbox } from '../../platform/queue/outbox';
import { CONTACT_CHANGES_QUEUE } from '../../platform/queues';
import { activityPut } from '../activities/activity.entity';
import { markMilestone } from '../onboarding/onboarding.repository';
import { contactStatsWrites } from '../stats/stats.entity';
import { contactKey } from './contact.entity';
import {
  ContactChangedError,
  countContacts,
  findContact,
  insertContact,
  listContactPage,
  removeContact,
  replaceContact,
} from './contacts.repository';

const notFound = () => new NotFoundError('Contact not found');

const partitionOf = (contact: Contact) => contactKey(contact.organizationId, contact.id).pk;

const LABELS: Partial<Record<keyof Contact, string>> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  company: 'company',
  title: 'title',
  status: 'status',
  source: 'source',
  score: 'score',
  notes: 'notes',
};

/** "Changed status, score" for the timeline. */
const describeChanges = (before: Contact, after: Contact): string | null => {
  const changed = (Object.keys(LABELS) as (keyof Contact)[]).filter((k) => before[k] !== after[k]);
  return changed.length ? `Changed ${changed.map((k) => LABELS[k]).join(', ')}` : null;
};

/** One new contact, its counters and its "created" activity, in one transaction. */
export const insertNewContact = async (
  auth: AuthContext,
  fields: ContactFields,
): Promise<Contact> => {
  const now = new Date().toISOString();
  const contact: Contact = {
    ...fields,
    id: newId(),
    phoneE164: fields.phone ? toE164(fields.phone) : null,
    organizationId: auth.organizationId,
    ownerId: auth.userId,
    createdAt: now,
    updatedAt: now,
  };
  await insertContact(contact, [
    ...contactStatsWrites(
      partitionOf(contact),
      monthKey(new Date(now), auth.timezone),
      null,
      contact,
    ),
    activityPut(
      auth.organizationId,
      auth.userId,
      {
        type: 'contact_created',
        contactId: contact.id,
        dealId: null,
        subject: 'Contact created',
        description: [contact.company, contact.title].filter(Boolean).join(' · ') || null,
        duration: null,
        outcome: null,
      },
      now,
    ),
  ]);
  return contact;
};

export const createContact = async (auth: AuthContext, fields: ContactFields): Promise<Contact> => {
  const contact = await insertNewContact(auth, fields);
  await markMilestone(auth.userId, 'hasAddedFirstContact');
  return contact;
};

const getOrThrow = async (auth: AuthContext, id: string): Promise<Contact> =>
  (await findContact(auth.organizationId, id)) ?? Promise.reject(notFound());

export const getContact = getOrThrow;

/** The fields a PUT sent; what it left out is not touched. */
const sentFields = (update: ContactUpdate): Partial<ContactFields> =>
  Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));

export const updateContact = async (
  auth: AuthContext,
  id: string,
  update: ContactUpdate,
): Promise<Contact> => {
  const previous = await getOrThrow(auth, id);
  const updatedAt = new Date().toISOString();
  const fields = sentFields(update);
  const phone = fields.phone === undefined ? previous.phone : fields.phone;
  const next: Contact = {
    ...previous,
    ...fields,
    phoneE164: phone ? toE164(phone) : null,
    // Strictly later than what it replaces, so the optimistic check always sees a change.
    updatedAt:
      updatedAt > previous.updatedAt
        ? updatedAt
        : new Date(Date.parse(previous.updatedAt) + 1).toISOString(),
  };
  // Its deals carry a copy of its name and company: the change goes out through the outbox.
  const renamed = previous.name !== next.name || previous.company !== next.company;
  const notice = renamed
    ? outboxPut(CONTACT_CHANGES_QUEUE, {
        change: 'updated',
        organizationId: next.organizationId,
        contactId: next.id,
        name: next.name,
        company: next.company,
      } satisfies ContactChange)
    : null;
  await replaceContact(previous, next, [
    ...contactStatsWrites(partitionOf(next), monthKey(new Date(), auth.timezone), previous, next),
    activityPut(auth.organizationId, auth.userId, {
      type: 'contact_updated',
      contactId: next.id,
      dealId: null,
      subject: 'Contact updated',
      description: describeChanges(previous, next),
      duration: null,
      outcome: null,
    }),
    ...(notice ? [notice.write] : []),
  ]);
  if (notice) await sendFromOutbox(notice.entry);
  return next;
};

/** A concurrent edit between the read and the delete is retried, not reported. */
export const deleteContact = async (auth: AuthContext, id: string): Promise<void> => {
  for (let attempt = 0; ; attempt += 1) {
    const contact = await getOrThrow(auth, id);
    try {
      const notice = outboxPut(CONTACT_CHANGES_QUEUE, {
        change: 'deleted',
        organizationId: contact.organizationId,
        contactId: id,
      } satisfies ContactChange);
      await removeContact(contact, [
        ...contactStatsWrites(
          partitionOf(contact),
          monthKey(new Date(), auth.timezone),
          contact,
          null,
        ),
        notice.write,
      ]);
      await sendFromOutbox(notice.entry);
      return;
    } catch (error) {
      if (!(error instanceof ContactChangedError) || attempt >= 2) throw error;
    }
  }
};

export const listContacts = async (
  auth: AuthContext,
  query: { limit: number; cursor?: string; search?: string },
): Promise<ContactPage> => {
  const [page, total] = await Promise.all([
    listContactPage(auth.organizationId, query),
    countContacts(auth.organizationId),
  ]);
  return { ...page, total };
};

export const CONTACT_ARRAY_LIMIT = CONTACT_ARRAY_MAX;
export const contactCount = (auth: AuthContext) => countContacts(auth.organizationId);
