import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import {
  changesAllRecords,
  LEAD_NOT_YOURS_MESSAGE,
  mayChangeLead,
} from '@salesflow/shared/teams/lead-rules';
import type { AuthContext } from '../../platform/auth/session';
import { ForbiddenError } from '../../platform/errors';
import { holderOf, UNASSIGNED } from './contact.entity';

type Caller = Pick<AuthContext, 'userId' | 'scope' | 'role'>;

/**
 * The holders whose leads the caller may see: their own and the unassigned ones for a member of
 * an organization that shows members only their own leads; null for everyone else (all of them).
 */
export const visibleHolders = (caller: Caller): string[] | null =>
  caller.scope?.kind === 'own' ? [caller.scope.userId, UNASSIGNED] : null;

/**
 * The holders whose leads the caller may work (call, message): a member's own and the unassigned
 * ones, whatever they may see; null for managers and above (all of them). Lists of what to do
 * next (the call queue, auto-calling) offer only these.
 */
export const workableHolders = (caller: Caller): string[] | null =>
  changesAllRecords(caller) ? null : [caller.userId, UNASSIGNED];

export const canSeeContact = (caller: Caller, contact: Pick<Contact, 'assignedTo'>): boolean => {
  const holders = visibleHolders(caller);
  return !holders || holders.includes(holderOf(contact));
};

/**
 * The holders a list shows: those of the `assignedTo` filter (`me`, `none` or a member's id)
 * among those the caller may see, or all the caller may see (null: the whole organization).
 */
export const listedHolders = (caller: Caller, assignedTo: string | undefined): string[] | null => {
  const visible = visibleHolders(caller);
  if (!assignedTo) return visible;
  const asked =
    assignedTo === 'me' ? caller.userId : assignedTo === 'none' ? UNASSIGNED : assignedTo;
  return !visible || visible.includes(asked) ? [asked] : [];
};

/** A member's change to a lead that is not theirs to change (shared/src/teams/lead-rules.ts). */
export const leadNotYours = () => new ForbiddenError(LEAD_NOT_YOURS_MESSAGE);

/**
 * Throws unless the caller may change the contact and what hangs on it: managers and above any;
 * a member their leads (assigned to or owned by them) and the unassigned ones. Call it after the
 * visibility check, so a lead a member may not even see stays "not found".
 */
export const assertMayChangeContact = (
  caller: Pick<AuthContext, 'userId' | 'role'>,
  contact: Pick<Contact, 'assignedTo' | 'ownerId'>,
): void => {
  if (!mayChangeLead(caller, contact)) throw leadNotYours();
};
