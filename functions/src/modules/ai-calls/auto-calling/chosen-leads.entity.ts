import { keyShape } from '../../../platform/data/key-shape';

/**
 * Leads a user chose for auto-calling (the contacts list's bulk "Add to auto-calling"): their next
 * Start Auto-Calling calls these first, in the order chosen, before the queue by score. One
 * partition per organization (`ORG#<org>#CHOSENCALLS`), sk `<user>#<contact>`: a contact chosen
 * twice is one entry. An entry leaves when the run calls or passes over its lead, when the user
 * takes it off, or after 30 days (the table's TTL). Written by hand a few hundred at a time, far
 * below what one partition takes.
 */
export const CHOSEN_CALLS_PARTITION = keyShape('ORG#<org>#CHOSENCALLS');

export const chosenUserPrefix = (userId: string) => `${userId}#`;

export const chosenLeadKey = (organizationId: string, userId: string, contactId: string) => ({
  pk: CHOSEN_CALLS_PARTITION.key(organizationId),
  sk: `${chosenUserPrefix(userId)}${contactId}`,
});

export const CHOSEN_LEAD_TTL_SECONDS = 30 * 24 * 3600;

export interface ChosenLead {
  contactId: string;
  name: string;
  company: string | null;
  phone: string;
  chosenAt: string;
}

export const toChosenLeadItem = (organizationId: string, userId: string, lead: ChosenLead) => ({
  ...chosenLeadKey(organizationId, userId, lead.contactId),
  type: 'chosenCallLead',
  ...lead,
  expire: Math.floor(Date.parse(lead.chosenAt) / 1000) + CHOSEN_LEAD_TTL_SECONDS,
});

export const fromChosenLeadItem = (item: Record<string, unknown>): ChosenLead => ({
  contactId: String(item.contactId),
  name: String(item.name ?? ''),
  company: (item.company as string | null | undefined) ?? null,
  phone: String(item.phone ?? ''),
  chosenAt: String(item.chosenAt),
});
