import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { closeDateProblem, todayIn } from '@salesflow/shared/dates/calendar-date';
import type {
  Deal,
  DealDueFilter,
  DealFields,
  DealPage,
  DealPatch,
} from '@salesflow/shared/deals/deal.schema';
import type { DealListFilters } from '@salesflow/shared/deals/deal-list.schema';
import type { PastDueDeals } from '@salesflow/shared/metrics/follow-ups';
import {
  changesAllRecords,
  LEAD_NOT_YOURS_MESSAGE,
  type LeadHolding,
  mayChangeDeal,
} from '@salesflow/shared/teams/lead-rules';
import type { AuthContext } from '../../platform/auth/session';
import { newId } from '../../platform/data/ids';
import { monthKey } from '../../platform/data/month-key';
import { commit, type Write } from '../../platform/data/unit-of-work';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { countEvent } from '../../platform/metrics';
import { activityRecordWrite } from '../activities/activities.service';
import {
  assertMayChangeContact,
  contactStillAsRead,
  currentContact,
  getContact,
  isLeadPool,
  leadHolder,
  listedLeadHolders,
  visibleContact,
  visibleLeadHolders,
} from '../contacts/contacts.service';
import { reachMilestone } from '../onboarding/onboarding.service';
import { firstRecordWrites } from '../organizations/organizations.service';
import { type DealRecord, dealCounterKey, toDeal } from './deal.entity';
import { quarterOf } from './deal-counters';
import {
  dealFollowingContact,
  newDealRecord,
  patchedContactId,
  patchedDeal,
} from './deal-edit-rules';
import { planDealList } from './deal-list.plan';
import { listPlannedDealPage } from './deal-list.repository';
import {
  type DealCounters,
  dealInsertWrites,
  dealRemoveWrites,
  dealReplaceWrites,
  findDeal,
  followContactWrite,
  listContactDeals,
  listDealPage,
  listHeldDealPage,
  listStagePage,
  readDealCounters,
  readDealDay,
} from './deals.repository';
import { listHeldPastDuePage, listPastDuePage, readPastDue } from './past-due.repository';

const notFound = () => new NotFoundError('Deal not found');

/**
 * Who holds the deal's lead, for the app's rule on who may change it: its assignee (the deal's
 * holder, which follows the lead) and who added it. A deal saved before `leadOwnerId` was kept
 * names nobody as its adder until the migration fills it in, so nothing is offered that the
 * server would refuse.
 */
const leadOf = (deal: DealRecord): LeadHolding | null =>
  deal.contactId
    ? { assignedTo: isLeadPool(deal.holder) ? null : deal.holder, ownerId: deal.leadOwnerId ?? '' }
    : null;

/** The API's form of a deal. */
const answer = (deal: DealRecord): Deal => toDeal(deal, leadOf(deal));

/** The linked contact changed between the read and the write: read it again and retry. */
class ContactMovedError extends Error {}

/** A close date the user sets or changes may not be in the past (the picker blocks it too). */
const checkCloseDate = (auth: AuthContext, next: string | null, previous: string | null) => {
  const problem = closeDateProblem(next, previous, todayIn(auth.timezone));
  if (problem) throw new ValidationError([{ field: 'expectedCloseDate', message: problem }]);
};

/**
 * The linked contact must belong to the organization, be one the caller may see and one they may
 * change (a member's deal goes only on their leads or unassigned ones); its name and company go
 * beside the deal, and the deal is its holder's.
 */
const linkContact = async (
  auth: AuthContext,
  contactId: string | null,
): Promise<{
  contactName: string | null;
  contactCompany: string | null;
  holder: string | null;
  leadOwnerId: string | null;
  check: Write[];
}> => {
  if (!contactId) {
    return { contactName: null, contactCompany: null, holder: null, leadOwnerId: null, check: [] };
  }
  const contact = await visibleContact(auth, contactId);
  if (!contact) {
    throw new ValidationError([
      { field: 'contactId', message: 'Choose a contact of your organization' },
    ]);
  }
  assertMayChangeContact(auth, contact);
  return {
    contactName: contact.name,
    contactCompany: contact.company,
    holder: leadHolder(contact),
    leadOwnerId: contact.ownerId,
    check: [contactStillAsRead(contact, () => new ContactMovedError())],
  };
};

/** Retries when the linked contact changed between the read and the write. */
const withRetry = async <T>(work: () => Promise<T>): Promise<T> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ContactMovedError) || attempt >= 3) throw error;
    }
  }
};

export const createDeal = async (auth: AuthContext, fields: DealFields): Promise<Deal> => {
  checkCloseDate(auth, fields.expectedCloseDate, null);
  const deal = await withRetry(async () => {
    const link = await linkContact(auth, fields.contactId);
    const now = new Date().toISOString();
    const month = monthKey(new Date(now), auth.timezone);
    const day = todayIn(auth.timezone, new Date(now));
    const record = newDealRecord(auth, newId(), fields, link, { now, month, day });
    // Its timeline entry and its contact's lead score follow from the table's stream
    // (deal-timeline.projection.ts, deal-rescores.ts).
    await commit([...firstRecordWrites(auth, now), ...dealInsertWrites(record), ...link.check]);
    return record;
  });
  countEvent('dealCreated');
  if (deal.stage === 'won') countEvent('dealWon');
  await reachMilestone(auth.userId, 'hasCreatedFirstDeal');
  return answer(deal);
};

export const updateDeal = async (
  auth: AuthContext,
  id: string,
  /** The fields to change, or worked out from the deal as it is (custom values laid over its own). */
  change: DealPatch | ((previous: DealRecord) => Promise<DealPatch>),
): Promise<Deal> =>
  withRetry(async () => {
    const previous = await findVisibleDeal(auth, id);
    await assertMayChangeDeal(auth, previous);
    const patch = typeof change === 'function' ? await change(previous) : change;
    if (patch.expectedCloseDate !== undefined) {
      checkCloseDate(auth, patch.expectedCloseDate, previous.expectedCloseDate);
    }
    const link = await linkContact(auth, patchedContactId(previous, patch));
    const now = new Date().toISOString();
    const month = monthKey(new Date(now), auth.timezone);
    const day = todayIn(auth.timezone, new Date(now));
    const next = patchedDeal(previous, patch, link, { now, month, day }, auth.userId);
    // Its timeline entry (what changed) follows from the table's stream.
    await commit([...dealReplaceWrites(previous, next), ...link.check]);
    if (next.stage !== previous.stage) {
      countEvent('dealStageChanged');
      if (next.stage === 'won') countEvent('dealWon');
    }
    return answer(next);
  });

export const deleteDeal = async (auth: AuthContext, id: string): Promise<void> => {
  const deal = await findVisibleDeal(auth, id);
  await assertMayChangeDeal(auth, deal);
  await commit([
    ...dealRemoveWrites(deal),
    activityRecordWrite(auth.organizationId, auth.userId, {
      type: 'deal_deleted',
      contactId: deal.contactId,
      dealId: deal.id,
      subject: `Deal deleted: ${deal.title}`,
    }),
  ]);
};

/** The deal, if the caller may see it (its contact's holder is theirs to see), else 404. */
const findVisibleDeal = async (auth: AuthContext, id: string): Promise<DealRecord> => {
  const deal = await findDeal(auth.organizationId, id);
  const holders = visibleLeadHolders(auth);
  if (!deal || (holders && !holders.includes(deal.holder))) throw notFound();
  return deal;
};

/**
 * 403 unless the caller may change the deal (shared/src/teams/lead-rules.ts): it follows its lead,
 * and one on no lead (or whose lead is gone) is its maker's. Only a member's change reads the lead.
 */
const assertMayChangeDeal = async (auth: AuthContext, deal: DealRecord): Promise<void> => {
  if (changesAllRecords(auth)) return;
  const lead = deal.contactId ? await currentContact(auth.organizationId, deal.contactId) : null;
  if (!mayChangeDeal(auth, deal, lead)) throw new ForbiddenError(LEAD_NOT_YOURS_MESSAGE);
};

/** Whether a list asks for more than the plain newest-first list, or one board column. */
const hasFilters = (filters: DealListFilters) => Object.keys(filters).length > 0;
const onlyOneStage = (filters: DealListFilters) =>
  filters.stage?.length === 1 && Object.keys(filters).length === 1;

/**
 * A page of deals: past their close date through the due index; one board column (one stage,
 * nothing else) through the stage index; sorted or filtered (value, close date, stages) through
 * the deals' list index (deal-list.plan.ts); searched through the deals themselves, filtered
 * (a search is not sorted); else newest first. A member who sees only their own leads reads
 * their holders' deals.
 */
export const listDeals = async (
  auth: AuthContext,
  query: {
    limit: number;
    cursor?: string | undefined;
    search?: string | undefined;
    due?: DealDueFilter | undefined;
    assignedTo?: string | undefined;
  } & DealListFilters,
): Promise<DealPage> => {
  const { due, search, limit, cursor, assignedTo, ...rest } = query;
  const filters = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  ) as DealListFilters;
  const holders = listedLeadHolders(auth, assignedTo);
  if (holders?.length === 0) return { items: [], nextCursor: null };
  const org = auth.organizationId;
  const plan = planDealList(org, filters, holders);
  const paging = { limit, ...(cursor ? { cursor } : {}) };
  const filtered = { ...paging, ...(search ? { search } : {}), stage: filters.stage };
  if (due === 'past') {
    const today = todayIn(auth.timezone);
    const page = holders
      ? await listHeldPastDuePage(org, today, holders, filtered)
      : await listPastDuePage(org, today, filtered);
    return { items: page.items.filter(plan.accepts).map(answer), nextCursor: page.nextCursor };
  }
  const page =
    search || !hasFilters(filters)
      ? holders
        ? await listHeldDealPage(org, holders, filtered)
        : await listDealPage(org, filtered)
      : onlyOneStage(filters) && !holders && filters.stage?.[0]
        ? await listStagePage(org, filters.stage[0], limit, cursor)
        : await listPlannedDealPage(org, plan, paging);
  return { items: page.items.filter(plan.accepts).map(answer), nextCursor: page.nextCursor };
};

/**
 * Open deals past their expected close date (the organization's today), up to `cap`: of the deals
 * the caller may see.
 */
export const pastDueDeals = (
  auth: Pick<AuthContext, 'organizationId' | 'timezone' | 'userId' | 'scope'>,
  cap: number,
  now = new Date(),
): Promise<PastDueDeals> =>
  readPastDue(
    auth.organizationId,
    todayIn(auth.timezone, now),
    cap,
    visibleLeadHolders(auth) ?? undefined,
  );

/** A contact's deals, newest first; another organization's contact is not found. */
export const contactDeals = async (auth: AuthContext, contactId: string): Promise<Deal[]> => {
  await getContact(auth, contactId);
  return (await listContactDeals(auth.organizationId, contactId)).map(answer);
};

/** A contact's deals as they are now (at most 5,000), for its lead score; no caller to check. */
export const dealsOfContact = async (organizationId: string, contactId: string): Promise<Deal[]> =>
  (await listContactDeals(organizationId, contactId)).map(answer);

/**
 * Brings a contact's deals in line with the contact as it is now (null: it is gone, and its
 * deals lose it), whatever a message said: messages may come twice, late or out of order.
 */
export const followContact = async (
  organizationId: string,
  contactId: string,
  contact: Contact | null,
): Promise<void> => {
  for (const deal of await listContactDeals(organizationId, contactId)) {
    await followContactWrite(
      deal,
      dealFollowingContact(deal, contact && { ...contact, holder: leadHolder(contact) }),
    );
  }
};

/**
 * The deal counters behind the dashboard and analytics, for the stats module: the
 * organization's, or with `holders` only those holders' deals.
 */
export const dealCounters = (
  organizationId: string,
  month: string,
  today: string,
  holders?: readonly string[] | null,
): Promise<DealCounters> =>
  readDealCounters(organizationId, month, quarterOf(today), holders ?? undefined);

/** Deals moved and won on `day` (the organization's calendar day), for daily reports. */
export const dealDayFigures = (organizationId: string, day: string) =>
  readDealDay(organizationId, day);

export type { DealCounters };

/** The partition holding the deals' and calls' report counters: the organization's statistics. */
export const statsPartition = (organizationId: string) => dealCounterKey(organizationId, '').pk;

/** The deal's id and contact, if the caller may see it; null when it is gone or hidden. */
export const visibleDeal = async (
  auth: AuthContext,
  id: string,
): Promise<{ id: string; contactId: string | null } | null> => {
  const deal = await findDeal(auth.organizationId, id);
  const holders = visibleLeadHolders(auth);
  if (!deal || (holders && !holders.includes(deal.holder))) return null;
  return { id: deal.id, contactId: deal.contactId };
};
