import { CONTACT_SOURCES, type ContactSource } from '../contacts/contact-source';
import { capitalise } from '../contacts/score-band';
import { formatCalendarDate } from '../dates/format-date';
import { ratioPercent } from './figure-definitions';
import {
  type BoundedFigure,
  FOLLOW_UP_COUNT_CAP,
  type NewLeadsBySource,
  type PastDueDeals,
  type WaitingHotLeads,
} from './follow-ups';
import { INSIGHT_LINKS } from './insight-links';
import type { AiInsight } from './insights';

/** The dashboard's insights about what to do next, each with an action that opens where to do it. */

const DAY_MS = 86_400_000;
/** An action label stays a button, not a paragraph, whatever the contact's name. */
const LABEL_NAME_MAX = 32;

/** "12", "1,000+". */
export const countText = ({ count, more }: BoundedFigure): string =>
  more ? `${FOLLOW_UP_COUNT_CAP.toLocaleString('en-US')}+` : count.toLocaleString('en-US');

const shortName = (name: string) =>
  name.length > LABEL_NAME_MAX ? `${name.slice(0, LABEL_NAME_MAX - 1).trimEnd()}…` : name;

/** `cold_call` → "Cold Call". */
export const sourceName = (source: ContactSource): string =>
  source.split('_').map(capitalise).join(' ');

/** Open deals whose expected close date is before today: the most overdue is named. */
export const pastDueDealsInsight = (deals: PastDueDeals): AiInsight | null => {
  const deal = deals.mostOverdue;
  if (deals.count === 0 || !deal) return null;
  const due = formatCalendarDate(deal.expectedCloseDate);
  const one = deals.count === 1 && !deals.more;
  return {
    kind: 'pastDueDeals',
    type: 'warning',
    title: one ? '1 deal past its close date' : `${countText(deals)} deals past their close date`,
    message: one
      ? `"${deal.title}" was expected to close on ${due} and is still open. Update its stage or close date.`
      : `These open deals were expected to close before today. The most overdue is "${deal.title}", due ${due}.`,
    action: 'Review Deals',
    link: INSIGHT_LINKS.pastDueDeals,
  };
};

/** Hot leads with no call, email, WhatsApp message or note for a week: the longest wait is named. */
export const hotLeadsWaitingInsight = (leads: WaitingHotLeads, now: Date): AiInsight | null => {
  const lead = leads.longest;
  if (leads.count === 0 || !lead) return null;
  const days = Math.floor((now.getTime() - Date.parse(lead.waitingSince)) / DAY_MS);
  const one = leads.count === 1 && !leads.more;
  return {
    kind: 'hotLeadsWaiting',
    type: 'warning',
    title: one ? '1 hot lead waiting' : `${countText(leads)} hot leads waiting`,
    message: one
      ? `${lead.name} has had no call, email, WhatsApp message or note for ${days} days.`
      : `No call, email, WhatsApp message or note for a week or more. ${lead.name} has waited longest: ${days} days.`,
    action: `Call ${shortName(lead.name)}`,
    link: INSIGHT_LINKS.contact(lead.id),
  };
};

/**
 * The source of the most new leads this month (figure-definitions.ts: created this month, still
 * there, by their source now), as the reports count them; a tie goes to the one listed first.
 */
export const bestSourceInsight = (bySource: NewLeadsBySource): AiInsight | null => {
  const total = Object.values(bySource).reduce((sum, n) => sum + n, 0);
  const best = CONTACT_SOURCES.reduce<ContactSource | null>(
    (top, source) => (bySource[source] > (top ? bySource[top] : 0) ? source : top),
    null,
  );
  if (!best) return null;
  const leads = bySource[best];
  const name = sourceName(best);
  return {
    kind: 'bestSource',
    type: 'success',
    title: `Best lead source this month: ${name}`,
    message:
      leads === total
        ? `All ${total.toLocaleString('en-US')} new leads this month came from ${name}.`
        : `${name} brought ${leads.toLocaleString('en-US')} of your ${total.toLocaleString('en-US')} new leads this month (${ratioPercent(leads, total)}%).`,
    action: 'View Contacts',
    link: INSIGHT_LINKS.contacts,
  };
};
