import { roleAtLeast, type TeamRole } from '@salesflow/shared/auth/roles';
import { findOrganizationAccess, type OrganizationAccess } from '../../organization-access';
import type { Access } from '../../routes';
import {
  AccountSuspendedError,
  ForbiddenError,
  LimitExceededError,
  NotFoundError,
  UnauthorizedError,
} from '../errors';
import { findActiveRole } from './access.repository';
import { ACCOUNT_SUSPENDED_MESSAGE } from './identity.entity';
import type { AuthContext, RecordScope, SessionContext } from './session';

const isRole = (access: Access): access is TeamRole =>
  access !== 'public' && access !== 'user' && access !== 'operator';

/** Why the organization may change nothing now, or null. */
export const readOnlyReason = (access: OrganizationAccess, now = new Date()): string | null => {
  if (access.block === 'suspended') {
    return 'Your subscription is suspended because a payment did not go through. Pay for your plan to keep working; your data is kept.';
  }
  if (access.block === 'closed') {
    return 'Your subscription has ended, so SalesFlow is read-only. Export your data within 30 days, or choose a plan to keep working.';
  }
  if (access.trialEndsAt && Date.parse(access.trialEndsAt) <= now.getTime()) {
    return 'Your 14-day trial has ended, so SalesFlow is read-only. Choose a plan to keep working; your data is kept.';
  }
  return null;
};

/**
 * Decides whether the caller may use a route with this access (from the route table). An
 * operator's route answers 404 to everyone else, as if it were not there. Roles are
 * read from the membership on every call, so a removed member or a lowered role takes effect at
 * once, not at their next sign-in; so does an operator's suspension of the account. A change (`mutating`) is refused with 402 while the
 * organization is read-only (trial ended, suspended, closed), unless the route is one that
 * lifts it (`whileReadOnly`: paying for a plan).
 */
export const authorize = async (
  access: Exclude<Access, 'public'>,
  session: SessionContext | null,
  options: { mutating?: boolean; whileReadOnly?: boolean } = {},
): Promise<AuthContext> => {
  if (!session) throw new UnauthorizedError();
  if (access === 'user') return session;
  if (access === 'operator') {
    // Not a refusal that says there is something here: to anyone else it does not exist. Who is
    // an operator was decided at sign-in from the provider's verified identity (operators.ts).
    if (session.operator !== true) throw new NotFoundError();
    return session;
  }
  if (!isRole(access)) throw new ForbiddenError();
  const [role, organization] = await Promise.all([
    findActiveRole(session.organizationId, session.userId),
    findOrganizationAccess(session.organizationId),
  ]);
  if (!role) throw new ForbiddenError('You are not a member of this organization any more');
  if (organization.suspendedByOperator) throw new AccountSuspendedError(ACCOUNT_SUSPENDED_MESSAGE);
  if (!roleAtLeast(role, access)) {
    throw new ForbiddenError(`This needs the ${access} role or above; you are ${role}`);
  }
  if (options.mutating && !options.whileReadOnly) {
    const reason = readOnlyReason(organization);
    if (reason) throw new LimitExceededError(reason);
  }
  const scope: RecordScope =
    role === 'member' && organization.visibility === 'own'
      ? { kind: 'own', userId: session.userId }
      : { kind: 'all' };
  return { ...session, role, scope, organizationHasRecords: organization.hasRecords };
};

/**
 * A member acting without a session (an auto-calling run's next call, a WhatsApp command): their
 * role and the organization's visibility as they are now, as `authorize` would give them; null
 * when they are no longer an active member or an operator suspended the account.
 */
export const memberCaller = async (
  organizationId: string,
  userId: string,
  timezone: string,
): Promise<AuthContext | null> => {
  const [role, organization] = await Promise.all([
    findActiveRole(organizationId, userId),
    findOrganizationAccess(organizationId),
  ]);
  // An account an operator suspended does nothing for anyone, unattended work included.
  if (!role || organization.suspendedByOperator) return null;
  const scope: RecordScope =
    role === 'member' && organization.visibility === 'own'
      ? { kind: 'own', userId }
      : { kind: 'all' };
  return {
    organizationId,
    userId,
    timezone,
    sessionId: '',
    role,
    scope,
    organizationHasRecords: organization.hasRecords,
  };
};
