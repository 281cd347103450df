import { contactCountLabel } from './contact-labels';

/** The Contacts screen's filter: every contact, the caller's leads, or leads nobody holds. */
export const LEADS_FILTERS = ['all', 'mine', 'unassigned'] as const;
export type LeadsFilter = (typeof LEADS_FILTERS)[number];

/** GET /api/contacts' `assignedTo` for a filter (`me`, `none`); none for every contact. */
export type AssignedToQuery = 'me' | 'none' | undefined;

export const assignedToQuery = (filter: LeadsFilter): AssignedToQuery =>
  filter === 'mine' ? 'me' : filter === 'unassigned' ? 'none' : undefined;

/** The toggle's choice for an `assignedTo`; null for one member's leads (a view may ask). */
export const leadsFilterOf = (assignedTo: string | undefined): LeadsFilter | null =>
  assignedTo === undefined
    ? 'all'
    : assignedTo === 'me'
      ? 'mine'
      : assignedTo === 'none'
        ? 'unassigned'
        : null;

export const LEADS_FILTER_LABELS: Record<LeadsFilter, string> = {
  all: 'All contacts',
  mine: 'My leads',
  unassigned: 'Unassigned',
};

const count = (total: number, one: string, many: string) =>
  `${total.toLocaleString('en-US')} ${total === 1 ? one : many}`;

/** The subtitle: "1,234 contacts", "12 leads assigned to you", "3 unassigned leads". */
export const leadsCountLabel = (filter: LeadsFilter | null, total: number): string => {
  if (filter === 'mine') return `${count(total, 'lead', 'leads')} assigned to you`;
  if (filter === 'unassigned') return count(total, 'unassigned lead', 'unassigned leads');
  return contactCountLabel(total);
};

/**
 * A searched or filtered list's count: the server counts only the unfiltered list, so the header
 * says how many of the matches are loaded, with "+" while more pages remain.
 */
export const matchingCountLabel = (loaded: number, more: boolean): string =>
  more
    ? `${loaded.toLocaleString('en-US')}+ matching contacts`
    : count(loaded, 'matching contact', 'matching contacts');

/** What the list says when the filters (and search) hold nothing. */
export const leadsEmptyText = (filter: LeadsFilter | null, search: string, filtered = false) => {
  const noMatches = !search
    ? filtered || filter === null
      ? 'No contacts match these filters'
      : null
    : filter === 'mine'
      ? `None of your leads match "${search}"`
      : filter === 'unassigned'
        ? `No unassigned leads match "${search}"`
        : `No contacts found matching "${search}"`;
  if (filter === 'mine') {
    return {
      noMatches,
      title: 'No leads assigned to you yet',
      description: 'Leads a manager assigns to you show up here.',
    };
  }
  if (filter === 'unassigned') {
    return {
      noMatches,
      title: 'No unassigned leads',
      description: 'Every lead has someone working it.',
    };
  }
  return {
    noMatches,
    title: 'No contacts yet',
    description: 'Add your first contact to get started',
  };
};
