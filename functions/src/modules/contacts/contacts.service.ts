import type {
  Contact,
  ContactUpdate,
  NewContactFields,
} from '@salesflow/shared/contacts/contact.schema';
import type {
  ContactListFilters,
  ContactPage,
} from '@salesflow/shared/contacts/contact-list.schema';
import type {
  IncomingLead,
  MergeChange,
  MergeMode,
} from '@salesflow/shared/contacts/contact-merge';
import type { WaitingHotLeads } from '@salesflow/shared/metrics/follow-ups';
import type { AuthContext } from '../../platform/auth/session';
import { newId } from '../../platform/data/ids';
import { commit, type Write } from '../../platform/data/unit-of-work';
import { LimitExceededError, NotFoundError } from '../../platform/errors';
import { countEvent } from '../../platform/metrics';
import { activityRecordWrite, deleteContactTimeline } from '../activities/activities.service';
import { reachMilestone } from '../onboarding/onboarding.service';
import { firstRecordWrites } from '../organizations/organizations.service';
import { contactPartitions, holderOf, type LoggedCall, UNASSIGNED } from './contact.entity';
import { describeContactChanges } from './contact-changes';
import {
  callOutcomeContact,
  editedContact,
  handedOver,
  mergedLead,
  newContact,
} from './contact-edit-rules';
import { planContactList } from './contact-list.plan';
import { listPlannedPage } from './contact-list.repository';
import {
  ContactRoomTakenError,
  contactRoom,
  contactRoomLeft,
  type PlanFacts,
} from './contact-room';
import { withoutScoreDetail, withScore } from './contact-scoring';
import { contactTrashWrites } from './contact-trash.service';
import {
  assertMayChangeContact,
  canSeeContact,
  listedHolders,
  visibleHolders,
} from './contact-visibility';
import {
  anyDoNotCallWithPhone,
  type BulkInsertOutcome,
  ContactChangedError,
  type ContactFigures,
  contactExistsCheck,
  contactInsertWrites,
  contactInsertWritesAfterClaim,
  contactLoggedCallWrite,
  contactReplaceWrites,
  contactUnchangedCheck,
  countContacts,
  countLeads,
  findContact,
  findContactIdByEmail,
  findContactIdsByPhone,
  insertContactsInBulk,
  listContactPage,
  listLeadsPage,
  type RoomClaim,
  readContactDay,
  readContactFigures,
  readContacts,
  readEmailClaims,
  readPhoneSets,
  searchContactPage,
} from './contacts.repository';
import { readWaitingHotLeads } from './hot-leads.repository';

const notFound = () => new NotFoundError('Contact not found');

/**
 * A new contact (from the form, an import or a webhook) with its lead score, as the model gives it
 * at `at`; a score sent with it (typed, an import's score column) is kept as a hand adjustment.
 */
export const scoreNewContact = (unscored: Contact, typed: number | undefined, at: Date): Contact =>
  withScore(unscored, typed === undefined ? {} : { typed }, at);

/**
 * One new contact, its counters and its "created" activity, in one transaction. It is the lead of
 * the one who adds it unless `assignedTo` says otherwise (null: unassigned, as imports are). Every
 * creator (the form, imports, webhooks) gets its lead score here: the model's, or a score sent
 * with it kept as a hand adjustment.
 */
export const insertNewContact = async (
  auth: AuthContext,
  fields: NewContactFields,
  /** `room`: its place under the plan's limit, claimed in its transaction (contact-room.ts). */
  options: {
    /** Its id, when the caller names it before it is written (in an answer kept with it). */
    id?: string;
    assignedTo?: string | null;
    room?: RoomClaim | null;
    /**
     * More writes of the caller's, committed with the contact (first, so the error of their
     * condition is the one thrown when several fail): a webhook lead's answer and its log entry.
     */
    with?: readonly Write[];
  } = {},
): Promise<Contact> => {
  const now = new Date().toISOString();
  const contact = newContact(
    auth,
    fields,
    {
      id: options.id ?? newId(),
      ...(options.assignedTo === undefined ? {} : { assignedTo: options.assignedTo }),
    },
    new Date(now),
  );
  await commit([
    ...(options.with ?? []),
    // The organization's first record marks it as used (never removed as an unused sign-up).
    ...firstRecordWrites(auth, now),
    ...contactInsertWrites(contact, options.room),
    // Its "Contact created" timeline entry follows from the table's stream
    // (contact-counters.projection.ts).
  ]);
  return contact;
};

/**
 * For an import row whose email its own contact claimed on an earlier delivery but whose contact
 * was not written then: the rest of its creation, to apply in bulk (its "created" activity
 * follows from the table's stream, contact-counters.projection.ts).
 */
export const importedContactWrites = (contact: Contact): Write[] =>
  contactInsertWritesAfterClaim(contact);

/** The emails' claims, lower-cased email to contact id: an import's rows split in one read. */
export const emailClaimsOf = (organizationId: string, emails: readonly string[]) =>
  readEmailClaims(organizationId, emails);

/**
 * An import's new contacts, written with their email claims (and on a plan with a limit their
 * places under it) a few dozen a transaction (contacts.repository.ts, insertContactsInBulk,
 * says how the limit stays exact): each contact's outcome in order (created, again, its email
 * another contact's, or no room). Their "created" activities follow from the table's stream.
 */
export const insertImportedContacts = async (
  contacts: readonly Contact[],
  room: RoomClaim | null,
): Promise<BulkInsertOutcome[]> => insertContactsInBulk(contacts, room);

/** A new contact of the caller's, scored, as a create makes it (not yet written). */
export const newContactOf = (
  auth: Pick<AuthContext, 'organizationId' | 'userId'>,
  fields: NewContactFields,
  assignedTo: string | null,
  now: Date,
): Contact => newContact(auth, fields, { id: newId(), assignedTo }, now);

export const createContact = async (
  auth: AuthContext,
  /** Custom values checked first (contact-custom-values.service.ts). */
  fields: NewContactFields,
): Promise<Contact> => {
  const room = await contactRoom(auth.organizationId);
  const problem = room.take();
  if (problem) throw new LimitExceededError(problem);
  const contact = await insertNewContact(auth, fields, { room: room.claim });
  countEvent('contactCreated');
  await reachMilestone(auth.userId, 'hasAddedFirstContact');
  return contact;
};

/** The contact, if the caller may see it: one they may not see is "not found", like one gone. */
export const getContact = async (
  auth: Pick<AuthContext, 'organizationId' | 'userId' | 'scope'>,
  id: string,
): Promise<Contact> => {
  const contact = await findContact(auth.organizationId, id);
  if (!contact || !canSeeContact(auth, contact)) throw notFound();
  return contact;
};

/** The contact as it is now, or null when it is gone (for workers that follow it). */
export const currentContact = (organizationId: string, id: string) =>
  findContact(organizationId, id);

/**
 * Applies the fields sent to the contact as it is now. A change between the read and the write (a
 * lead score recomputed, a call logged) is read again and the same fields applied once more: a PUT
 * changes only what it sends, so nothing the other change wrote is lost.
 */
/**
 * A change from the fields a PUT sent, or one worked out from the contact as it is (`update` a
 * function, answering null when there is nothing to change: a bulk tag on a contact that has it).
 * A concurrent edit between the read and the write is retried from a fresh read.
 */
export const updateContact = async (
  auth: AuthContext,
  id: string,
  update: ContactUpdate | ((previous: Contact) => ContactUpdate | null | Promise<ContactUpdate>),
): Promise<Contact> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await applyUpdate(auth, id, update);
    } catch (error) {
      if (!(error instanceof ContactChangedError) || attempt >= 2) throw error;
    }
  }
};

const applyUpdate = async (
  auth: AuthContext,
  id: string,
  update: ContactUpdate | ((previous: Contact) => ContactUpdate | null | Promise<ContactUpdate>),
): Promise<Contact> => {
  const previous = await getContact(auth, id);
  assertMayChangeContact(auth, previous);
  const fields = typeof update === 'function' ? await update(previous) : update;
  if (!fields) return previous;
  const next = editedContact(previous, fields, new Date());
  // Its deals and calls follow from the table's stream (contact-change-messages.ts).
  await commit([
    ...contactReplaceWrites(previous, next),
    activityRecordWrite(auth.organizationId, auth.userId, {
      type: 'contact_updated',
      contactId: next.id,
      dealId: null,
      subject: 'Contact updated',
      description: describeContactChanges(previous, next),
    }),
  ]);
  countEvent('contactUpdated');
  return next;
};

/**
 * What a real call found out, written to its contact by the system (no session): its status moves
 * with the outcome, a lead who asked not to be called again is marked Do Not Call. The same write
 * made twice changes nothing the second time. Retried on a contact that moved meanwhile.
 */
export const applyCallOutcomeToContact = async (
  organizationId: string,
  // The month its counters move in is the projector's (the organization's), no longer the caller's.
  _timezone: string,
  contactId: string,
  change: Pick<ContactUpdate, 'status' | 'doNotCall'>,
): Promise<Contact | null> => {
  for (let attempt = 0; ; attempt += 1) {
    const previous = await findContact(organizationId, contactId);
    if (!previous) return null;
    const next = callOutcomeContact(previous, change, new Date());
    if (!next) return previous;
    try {
      await commit(contactReplaceWrites(previous, next));
      return next;
    } catch (error) {
      if (!(error instanceof ContactChangedError) || attempt >= 3) throw error;
    }
  }
};

/** The organization's contact with this email (any case), or null: for leads that arrive again. */
export const contactByEmail = async (organizationId: string, email: string) => {
  const id = await findContactIdByEmail(organizationId, email);
  return id ? findContact(organizationId, id) : null;
};

/** Who changes a contact without a session: a webhook (no user) or an import job (its user). */
export type ContactActor = Pick<AuthContext, 'organizationId' | 'timezone'> & {
  userId: string | null;
};

/**
 * A lead that arrived again merged into the contact with its email (see mergeLeadFields), with a
 * timeline entry saying so (written even when no field changed, so the contact's history shows
 * every time the lead came back). A concurrent edit is retried on the contact as it is then.
 * Null when the contact is gone.
 */
export const mergeIntoContact = async (
  actor: ContactActor,
  id: string,
  incoming: IncomingLead,
  mode: MergeMode,
  timeline: { subject: string; description?: string | null },
  /** The contact as the caller just read it, to start from (read again only after a conflict). */
  known?: Contact,
): Promise<{ contact: Contact; changed: MergeChange[] } | null> => {
  for (let attempt = 0; ; attempt += 1) {
    const previous =
      attempt === 0 && known?.id === id ? known : await findContact(actor.organizationId, id);
    if (!previous) return null;
    const { next, changed, description } = mergedLead(
      previous,
      incoming,
      mode,
      timeline,
      new Date(),
    );
    try {
      await commit([
        ...(changed.length
          ? contactReplaceWrites(previous, next)
          : [contactUnchangedCheck(previous, () => new ContactChangedError())]),
        activityRecordWrite(actor.organizationId, actor.userId, {
          type: 'contact_updated',
          contactId: id,
          dealId: null,
          subject: timeline.subject,
          description,
        }),
      ]);
    } catch (error) {
      if (error instanceof ContactChangedError && attempt < 4) continue;
      throw error;
    }
    if (changed.length) countEvent('contactUpdated');
    return { contact: next, changed };
  }
};

/**
 * The contact goes to the trash for 30 days (contact-trash.service.ts): it leaves every list and
 * the plan's count at once (from the table's stream), its timeline, deals, calls and tasks are
 * kept for it, and it can be restored. A concurrent edit between the read and the delete is
 * retried, not reported.
 */
export const deleteContact = async (auth: AuthContext, id: string): Promise<void> => {
  for (let attempt = 0; ; attempt += 1) {
    const contact = await getContact(auth, id);
    assertMayChangeContact(auth, contact);
    try {
      await commit(contactTrashWrites(contact, auth.userId));
      countEvent('contactDeleted');
      return;
    } catch (error) {
      if (!(error instanceof ContactChangedError) || attempt >= 2) throw error;
    }
  }
};

const filtersOf = (query: ContactListFilters): ContactListFilters =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as ContactListFilters;

/** Whether a list asks for more than the plain newest-first list (of some holders). */
const narrowsOrSorts = (filters: ContactListFilters) =>
  Object.entries(filters).some(([key]) => key !== 'sort') ||
  (filters.sort !== undefined && filters.sort !== '-createdAt');

/**
 * A page of the contacts the caller may see (of one assignee with `assignedTo`), newest first,
 * sorted and filtered (contact-list.plan.ts), or matching a search (then filtered too, in the
 * search's own order), with how many the caller may see in all.
 */
export const listContacts = async (
  auth: AuthContext,
  query: ContactListRequest,
): Promise<ContactPage> => {
  const holders = listedHolders(auth, query.assignedTo);
  if (holders?.length === 0) return { items: [], nextCursor: null, total: 0 };
  const org = auth.organizationId;
  const [page, total] = await Promise.all([
    readListPage(auth, holders, query),
    holders ? countLeads(org, holders) : countContacts(org),
  ]);
  return { ...page, items: page.items.map(withoutScoreDetail), total };
};

/**
 * The ids of a page of the contacts a filter matches, as listContacts would list them to the
 * caller (without the count): a bulk job gathers a filter's matches with it.
 */
export const listContactIds = async (
  auth: AuthContext,
  query: ContactListRequest,
): Promise<{ ids: string[]; nextCursor: string | null }> => {
  const holders = listedHolders(auth, query.assignedTo);
  if (holders?.length === 0) return { ids: [], nextCursor: null };
  const page = await readListPage(auth, holders, query);
  return { ids: page.items.map((contact) => contact.id), nextCursor: page.nextCursor };
};

type ContactListRequest = {
  limit: number;
  cursor?: string | undefined;
  search?: string | undefined;
  q?: string | undefined;
  assignedTo?: string | undefined;
} & ContactListFilters;

const readListPage = (
  auth: AuthContext,
  holders: readonly string[] | null,
  query: ContactListRequest,
) => {
  const { search: searched, q, assignedTo: _assignedTo, limit, cursor, ...rest } = query;
  const search = searched ?? q;
  const paging = { limit, ...(cursor ? { cursor } : {}) };
  const filters = filtersOf(rest);
  const org = auth.organizationId;
  const plan = narrowsOrSorts(filters)
    ? planContactList(org, filters, holders, auth.timezone)
    : null;
  return search
    ? searchContactPage(org, {
        ...paging,
        search,
        ...(holders ? { holders } : {}),
        ...(plan ? { accepts: plan.accepts, scope: plan.scope } : {}),
        ...(plan?.searchFilter ? { filter: plan.searchFilter } : {}),
      })
    : plan
      ? listPlannedPage(org, plan, paging)
      : holders
        ? listLeadsPage(org, holders, paging)
        : listContactPage(org, paging);
};

export const contactCount = (auth: Pick<AuthContext, 'organizationId'>) =>
  countContacts(auth.organizationId);

/** Hot leads not contacted since `before` (up to `cap`) and the one waiting longest. */
export const hotLeadsWaitingSince = (
  organizationId: string,
  before: string,
  cap: number,
  holders?: readonly string[] | null,
): Promise<WaitingHotLeads> =>
  readWaitingHotLeads(organizationId, before, cap, holders ?? undefined);

/**
 * The contact counters behind the dashboard and analytics, for the stats module: the
 * organization's, or with `holders` (see visibleLeadHolders) only those holders' leads.
 */
export const contactFigures = (
  organizationId: string,
  month: string,
  holders?: readonly string[] | null,
): Promise<ContactFigures> => readContactFigures(organizationId, month, holders ?? undefined);

/** New leads and calls logged on `day` (the organization's calendar day), for daily reports. */
export const contactDayFigures = (organizationId: string, day: string) =>
  readContactDay(organizationId, day);

/**
 * For a change elsewhere that copies this contact as read (a deal keeps its name): a write that
 * fails the transaction if the contact changed or went meanwhile, with the caller's error.
 */
export const contactStillAsRead = (contact: Contact, error: () => Error): Write =>
  contactUnchangedCheck(contact, error);

/** A write that fails the transaction if the contact is gone by then. */
export const contactStillExists = (organizationId: string, id: string): Write =>
  contactExistsCheck(organizationId, id, notFound);

/**
 * As contactStillExists, marking on the contact a call logged by hand (LOGGED_CALL), whose day is
 * counted from the table's stream.
 */
export const contactStillExistsLoggingCall = (
  organizationId: string,
  id: string,
  loggedCall: LoggedCall,
): Write => contactLoggedCallWrite(organizationId, id, loggedCall, notFound);

/** A deleted contact leaves nothing behind: its timeline goes too (idempotent, from the worker). */
export const forgetDeletedContact = (organizationId: string, id: string) =>
  deleteContactTimeline(organizationId, id);

/**
 * The organization's contacts with this phone number (E.164), oldest first, as stored now: for
 * messages that arrive from a number (WhatsApp), not for a user's request (no visibility scope).
 */
export const contactsByPhone = async (
  organizationId: string,
  phoneE164: string,
): Promise<Contact[]> => {
  const ids = await findContactIdsByPhone(organizationId, phoneE164);
  const found = await Promise.all(ids.map((id) => findContact(organizationId, id)));
  return found.filter((contact): contact is Contact => contact?.phoneE164 === phoneE164);
};

/**
 * Which of these phones (E.164) a contact of the organization other than `ours` (an import's own
 * new contacts, which it may be writing at the same moment) has, as imports flag it: from the
 * phone sets kept from the table's stream, many phones a read (a contact made within the
 * projections' lag may not be counted yet; the flag is a note, not a rule).
 */
export const phonesHeld = async (
  organizationId: string,
  phones: readonly string[],
  ours: ReadonlySet<string> = new Set(),
): Promise<Set<string>> => {
  const sets = await readPhoneSets(organizationId, phones);
  return new Set(
    [...sets].flatMap(([phone, ids]) => (ids.some((id) => !ours.has(id)) ? [phone] : [])),
  );
};

/**
 * Whether a contact of the organization with this phone (E.164) is marked Do Not Call, whoever
 * holds it: a number one lead asked never to be called is not called through another contact.
 */
export const numberMarkedDoNotCall = (organizationId: string, phoneE164: string) =>
  anyDoNotCallWithPhone(organizationId, phoneE164);

export type { BulkInsertOutcome, ContactFigures, RoomClaim };

/** Contacts by id as they are now (gone ones left out), for lists that name them. */
export const contactsByIds = (organizationId: string, ids: readonly string[]) =>
  readContacts(organizationId, [...new Set(ids)], () => true);

/**
 * The contact handed to another member (or back to the unassigned leads): its holder, counters
 * and indexes move, and its timeline says so, in writes to commit with the caller's; its deals
 * and calls follow from the table's stream (contact-change-messages.ts). Fails the
 * transaction if the contact changed since it was read. Nothing to do when it stays theirs.
 */
export const contactHandover = (
  auth: { organizationId: string; userId: string | null; timezone: string },
  contact: Contact,
  assignedTo: string | null,
  description: string,
): { next: Contact; writes: Write[] } => {
  const handover = handedOver(contact, assignedTo, new Date());
  if (!handover) return { next: contact, writes: [] };
  const { next, subject } = handover;
  return {
    next,
    writes: [
      ...contactReplaceWrites(contact, next),
      activityRecordWrite(auth.organizationId, auth.userId, {
        type: 'contact_updated',
        contactId: contact.id,
        dealId: null,
        subject,
        description,
      }),
    ],
  };
};

export { ContactChangedError, ContactRoomTakenError };

/** Whose lead the contact is (its assignee, or the unassigned leads'): its deals follow it. */
export const leadHolder = (contact: Pick<Contact, 'assignedTo'>): string => holderOf(contact);

/** Whether a holder is the unassigned leads' pool rather than a member. */
export const isLeadPool = (holder: string): boolean => holder === UNASSIGNED;

/** The holders whose leads (and their deals) the caller may see; null: all. */
export const visibleLeadHolders = (auth: Pick<AuthContext, 'userId' | 'scope'>) =>
  visibleHolders(auth);

/**
 * The holders a list of leads (or their deals) shows: those of `assignedTo` (`me`, `none` or a
 * member's id) among those the caller may see, else all they may see (null: all); [] for none.
 */
export const listedLeadHolders = (
  auth: Pick<AuthContext, 'userId' | 'scope'>,
  assignedTo: string | undefined,
) => listedHolders(auth, assignedTo);

/**
 * The one rule for changing a lead and what hangs on it (deals, notes, calls, messages): 403 for
 * a member's change to a lead that is not theirs (contact-visibility.ts). After the visibility
 * check: a lead the caller may not see stays "not found".
 */
export { assertMayChangeContact };

/** The contact, or null when it is gone or the caller may not see it. */
export const visibleContact = async (
  auth: Pick<AuthContext, 'organizationId' | 'userId' | 'scope'>,
  id: string,
): Promise<Contact | null> => {
  const contact = await findContact(auth.organizationId, id);
  return contact && canSeeContact(auth, contact) ? contact : null;
};

/** Those of the contacts the caller may see, in one batch read (any order; the others left out). */
export const visibleContactsByIds = async (
  auth: Pick<AuthContext, 'organizationId' | 'userId' | 'scope'>,
  ids: readonly string[],
): Promise<Contact[]> =>
  (await contactsByIds(auth.organizationId, ids)).filter((contact) => canSeeContact(auth, contact));

/** Up to `limit` of the leads `holder` has (a member's id), newest first. */
export const leadsHeldBy = async (organizationId: string, holder: string, limit: number) =>
  listLeadsPage(organizationId, [holder], { limit });

/** The room the plan leaves for new contacts (held leads, webhooks): see contact-room.ts. */
export const contactRoomOf = (organizationId: string, plan?: PlanFacts) =>
  contactRoom(organizationId, plan);

/** How many new contacts the plan has room for now (null: no limit), for what an import says. */
export const contactRoomLeftOf = (organizationId: string) => contactRoomLeft(organizationId);

/** The partitions holding the contacts' report counters (the contacts' own, spread by shard). */
export const contactReportPartitions = (organizationId: string) =>
  contactPartitions(organizationId);
