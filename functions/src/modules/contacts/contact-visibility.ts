import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { AuthContext } from '../../platform/auth/session';
import { holderOf, UNASSIGNED } from './contact.entity';

type Caller = Pick<AuthContext, 'userId' | 'scope'>;

/**
 * The holders whose leads the caller may see: their own and the unassigned ones for a member of
 * an organization that shows members only their own leads; null for everyone else (all of them).
 */
export const visibleHolders = (caller: Caller): string[] | null =>
  caller.scope?.kind === 'own' ? [caller.scope.userId, UNASSIGNED] : null;

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
