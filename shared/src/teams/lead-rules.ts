import { roleAtLeast, type TeamRole } from '../auth/roles';

/**
 * Who may change a lead and what hangs on it (its edits and deletion, its deals, notes, logged and
 * AI calls, emails and WhatsApp messages), from the role matrix: "View and edit all records" is
 * for managers and above; a member works "the leads assigned to them or owned by them, and
 * unassigned leads". Seeing is the organization's visibility setting; changing is this. The
 * server enforces it on every write; the app offers only what it allows.
 */
export interface LeadWorker {
  userId: string;
  /** The caller's role; unknown is treated as the lowest. */
  role?: TeamRole | null;
}

/** Who holds a lead: its assignee (null: unassigned) and who added it (`ownerId`). */
export interface LeadHolding {
  assignedTo: string | null;
  ownerId: string;
}

/**
 * The lowest role that views and edits all records: the role matrix's `all-records` row names it
 * from here, so a function that checks a lead does not carry the whole matrix and its labels.
 */
export const ALL_RECORDS_ROLE: TeamRole = 'manager';

/** Managers and above change every record of the organization. */
export const changesAllRecords = (caller: Pick<LeadWorker, 'role'>): boolean =>
  Boolean(caller.role) && roleAtLeast(caller.role as TeamRole, ALL_RECORDS_ROLE);

export const mayChangeLead = (caller: LeadWorker, lead: LeadHolding): boolean =>
  changesAllRecords(caller) ||
  lead.assignedTo === null ||
  lead.assignedTo === caller.userId ||
  lead.ownerId === caller.userId;

/**
 * A deal follows its lead; a deal on no lead (or whose lead is gone) is its maker's (`ownerId`).
 */
export const mayChangeDeal = (
  caller: LeadWorker,
  deal: { ownerId: string },
  lead: LeadHolding | null,
): boolean =>
  lead ? mayChangeLead(caller, lead) : changesAllRecords(caller) || deal.ownerId === caller.userId;

/** What a member is told when they try to change a lead that is not theirs to change. */
export const LEAD_NOT_YOURS_MESSAGE =
  'You can change only the leads assigned to you or owned by you, and unassigned leads. Ask a manager to change this one.';
