import { setCustomValues } from '@salesflow/shared/custom-fields/custom-values';
import type { DealFields, DealPatch, DealStage } from '@salesflow/shared/deals/deal.schema';
import type { DealRecord } from './deal.entity';
import { dealTrail } from './deal-trail';

/**
 * What a create, an edit or its contact's change does to a deal, decided without the table: the
 * service reads the deal and its contact, calls one of these, and writes what it answers.
 */

/** What a deal keeps of its contact: a copy of its name and company, and whose lead it is. */
export interface DealLead {
  contactName: string | null;
  contactCompany: string | null;
  /** The contact's holder (its assignee or the unassigned leads'); null without a contact. */
  holder: string | null;
  leadOwnerId: string | null;
}

/** When it happens: the instant, and the organization's month and calendar day then. */
export interface DealClock {
  now: string;
  month: string;
  day: string;
}

/** A deal keeps the month it was won in while it stays won; moving it to won starts it anew. */
export const wonMonthOf = (stage: DealStage, previous: DealRecord | null, month: string) => {
  if (stage !== 'won') return null;
  return previous?.stage === 'won' ? previous.wonMonth : month;
};

/**
 * A new deal of `maker`'s: its contact's holder's (a deal without a contact is its maker's), its
 * value in cents, won this month when created won, and its trail started.
 */
export const newDealRecord = (
  maker: { organizationId: string; userId: string },
  id: string,
  fields: DealFields,
  lead: DealLead,
  clock: DealClock,
): DealRecord => {
  const { value, customFields, ...rest } = fields;
  const values = setCustomValues(customFields);
  return {
    ...rest,
    ...(values ? { customFields: values } : {}),
    valueCents: value,
    wonMonth: wonMonthOf(fields.stage, null, clock.month),
    contactName: lead.contactName,
    contactCompany: lead.contactCompany,
    id,
    organizationId: maker.organizationId,
    ownerId: maker.userId,
    holder: lead.holder ?? maker.userId,
    leadOwnerId: lead.leadOwnerId,
    createdAt: clock.now,
    updatedAt: clock.now,
    changedBy: maker.userId,
    ...dealTrail(null, fields.stage, clock.now, clock.day),
  };
};

/** The contact a patch leaves the deal on: the one it sends (null: none), else the same. */
export const patchedContactId = (previous: DealRecord, patch: DealPatch): string | null =>
  patch.contactId === undefined ? previous.contactId : patch.contactId;

/**
 * An edit (PATCH) of a deal: only the fields sent change; a move to won or lost closes it that
 * day, a move back reopens it; a deal whose contact goes is its maker's again; `updatedAt` is
 * always later than the stored one (the optimistic check sees a change).
 */
export const patchedDeal = (
  previous: DealRecord,
  patch: DealPatch,
  lead: DealLead,
  clock: DealClock,
  changedBy: string,
): DealRecord => {
  // Custom values come resolved against the deal's own (deal-custom-values.service.ts).
  const { value, customFields, ...rest } = patch;
  const stage = patch.stage ?? previous.stage;
  return {
    ...previous,
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
    ...(customFields !== undefined ? { customFields: setCustomValues(customFields) ?? {} } : {}),
    ...(value !== undefined ? { valueCents: value } : {}),
    wonMonth: wonMonthOf(stage, previous, clock.month),
    contactId: patchedContactId(previous, patch),
    contactName: lead.contactName,
    contactCompany: lead.contactCompany,
    holder: lead.holder ?? previous.ownerId,
    leadOwnerId: lead.leadOwnerId,
    updatedAt:
      clock.now > previous.updatedAt
        ? clock.now
        : new Date(Date.parse(previous.updatedAt) + 1).toISOString(),
    changedBy,
    ...dealTrail(previous, stage, clock.now, clock.day),
  };
};

/**
 * The deal in line with its contact as it is now (null: gone, and the deal loses it and goes
 * back to its maker), whatever message said so.
 */
export const dealFollowingContact = (
  deal: DealRecord,
  contact: { name: string; company: string | null; ownerId: string; holder: string } | null,
): DealRecord => ({
  ...deal,
  contactId: contact ? deal.contactId : null,
  contactName: contact ? contact.name : null,
  contactCompany: contact ? contact.company : null,
  holder: contact ? contact.holder : deal.ownerId,
  leadOwnerId: contact ? contact.ownerId : null,
});
