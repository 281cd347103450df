import { TEAM_ROLES, type TeamRole } from '@salesflow/shared/auth/roles';
import type { MemberDeparture } from '@salesflow/shared/teams/member-departure';
import type {
  CurrentOrganization,
  OrganizationSummary,
  TeamMember,
} from '@salesflow/shared/teams/team.schema';
import {
  leaveRefusal,
  removalRefusal,
  roleChangeRefusal,
} from '@salesflow/shared/teams/team-rules';
import { type AuthContext, switchSessionOrganization } from '../../platform/auth/session';
import { commit, type Write } from '../../platform/data/unit-of-work';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../platform/errors';
import { countEvent } from '../../platform/metrics';
import { outboxPut, sendFromOutbox } from '../../platform/queue/outbox';
import { MEMBER_DEPARTURES_QUEUE } from '../../platform/queue-names';
import {
  findOrganization,
  type Organization,
  organizationOf,
  organizationsOf,
  seatCountersWrite,
} from '../organizations/organizations.service';
import type { MembershipItem, UserSummary } from './team.entity';
import {
  defaultOrganizationWrite,
  findMembership,
  findUser,
  findUsers,
  listMemberships,
  listUserMemberships,
  membershipJoinWrite,
  membershipRemoveWrite,
  membershipRoleWrite,
} from './teams.repository';

type Caller = Pick<AuthContext, 'userId' | 'organizationId' | 'sessionId'>;
type RoleCaller = Caller & { role?: TeamRole };

const memberNotFound = () => new NotFoundError('Member not found');

/** "Meera Nair", else the email: how the team names someone. */
export const personName = (user: Pick<UserSummary, 'firstName' | 'lastName' | 'email'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

const toMember = (membership: MembershipItem, user: UserSummary | undefined): TeamMember => ({
  id: membership.userId,
  role: membership.role,
  status: 'active',
  joinedAt: membership.joinedAt,
  user: {
    firstName: user?.firstName ?? null,
    lastName: user?.lastName ?? null,
    email: user?.email ?? '',
  },
});

/** The users, as the team names them (those gone are left out). */
export const usersOf = (ids: readonly string[]): Promise<UserSummary[]> =>
  findUsers([...new Set(ids)]);

/** Whether the user is an active member of the organization. */
export const isActiveMember = async (organizationId: string, userId: string) =>
  (await findMembership(organizationId, userId))?.status === 'active';

export const userOf = async (userId: string): Promise<UserSummary> =>
  (await findUser(userId)) ?? Promise.reject(new NotFoundError('User not found'));

/** The plans the organizations are on: each its owner's (who pays), by organization id. */
export const plansOf = async (
  organizations: readonly Pick<Organization, 'id' | 'ownerId'>[],
): Promise<Map<string, string>> => {
  const owners = new Map(
    (await findUsers(organizations.map((org) => org.ownerId))).map((u) => [u.id, u.currentPlan]),
  );
  return new Map(organizations.map((org) => [org.id, owners.get(org.ownerId) ?? 'trial']));
};

/** The caller's organizations, the one the session works on first. */
export const listOrganizations = async (caller: Caller): Promise<OrganizationSummary[]> => {
  const memberships = await listUserMemberships(caller.userId);
  const roles = new Map(memberships.map((m) => [m.organizationId, m.role]));
  const organizations = await organizationsOf([...roles.keys()]);
  const plans = await plansOf(organizations);
  return organizations
    .map((org) => ({
      id: org.id,
      name: org.name,
      plan: plans.get(org.id) ?? 'trial',
      maxMembers: org.maxMembers,
      currentMembers: org.currentMembers,
      pendingInvitations: org.pendingInvitations,
      role: roles.get(org.id) ?? 'member',
      current: org.id === caller.organizationId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || a.name.localeCompare(b.name));
};

/** The session works on another of the caller's organizations, and so will their next sign-in. */
export const switchOrganization = async (
  caller: Caller,
  organizationId: string,
): Promise<CurrentOrganization> => {
  const membership = await findMembership(organizationId, caller.userId);
  if (membership?.status !== 'active') throw new NotFoundError('Organization not found');
  const organization = await organizationOf(organizationId);
  await commit([defaultOrganizationWrite(caller.userId, organization.id)]);
  await switchSessionOrganization(caller, organization.id, organization.timezone);
  return { id: organization.id, name: organization.name };
};

const roleOrder = (role: TeamRole) => -TEAM_ROLES.indexOf(role);

export const listMembers = async (
  caller: Pick<Caller, 'organizationId'>,
): Promise<TeamMember[]> => {
  const memberships = await listMemberships(caller.organizationId);
  const users = new Map((await findUsers(memberships.map((m) => m.userId))).map((u) => [u.id, u]));
  return memberships
    .map((membership) => toMember(membership, users.get(membership.userId)))
    .sort(
      (a, b) =>
        roleOrder(a.role) - roleOrder(b.role) ||
        personName(a.user).localeCompare(personName(b.user)),
    );
};

/** The active member `userId` of the caller's organization and the caller as a member, or 404. */
const actorAndTarget = async (caller: RoleCaller, userId: string) => {
  const target = await findMembership(caller.organizationId, userId);
  if (target?.status !== 'active') throw memberNotFound();
  return { actor: { id: caller.userId, role: caller.role ?? 'member' }, target };
};

export const changeMemberRole = async (
  caller: RoleCaller,
  userId: string,
  role: TeamRole,
): Promise<TeamMember> => {
  const { actor, target } = await actorAndTarget(caller, userId);
  const refusal = roleChangeRefusal(actor, { id: target.userId, role: target.role }, role);
  if (refusal) throw new ForbiddenError(refusal);
  if (target.role !== role) {
    await commit([membershipRoleWrite(caller.organizationId, userId, target.role, role)]);
    countEvent('memberRoleChanged');
  }
  return toMember({ ...target, role }, (await findUsers([userId]))[0]);
};

/**
 * What a departure sets off: the member's leads go to `leadsTo` or back to the unassigned leads
 * (the member-departures worker), queued in the departure's own transaction so it is never lost.
 */
const departureNotice = async (membership: MembershipItem, leadsTo?: string) => {
  const user = (await findUsers([membership.userId]))[0];
  return outboxPut(MEMBER_DEPARTURES_QUEUE, {
    organizationId: membership.organizationId,
    userId: membership.userId,
    name: user ? personName(user) : 'A former member',
    ...(leadsTo ? { leadsTo } : {}),
  } satisfies MemberDeparture);
};

const notSuccessor = () => {
  const message = 'Choose another active member of this team to take their leads';
  return new ValidationError([{ field: 'leadsTo', message }], message);
};

/** The membership ends and its seat is free at once; the member's next request is refused. */
const leavingWrites = (caller: Caller, membership: MembershipItem): Write[] => [
  membershipRemoveWrite(
    membership.organizationId,
    membership.userId,
    membership.role,
    caller.userId,
  ),
  seatCountersWrite(membership.organizationId, { currentMembers: -1, seatsTaken: -1 }),
];

export const removeMember = async (
  caller: RoleCaller,
  userId: string,
  leadsTo?: string,
): Promise<void> => {
  const { actor, target } = await actorAndTarget(caller, userId);
  const refusal = removalRefusal(actor, { id: target.userId, role: target.role });
  if (refusal) throw new ForbiddenError(refusal);
  if (
    leadsTo !== undefined &&
    (leadsTo === userId || !(await isActiveMember(caller.organizationId, leadsTo)))
  ) {
    throw notSuccessor();
  }
  const departure = await departureNotice(target, leadsTo);
  await commit([...leavingWrites(caller, target), departure.write]);
  countEvent('memberRemoved');
  await sendFromOutbox(departure.entry);
};

/**
 * The caller leaves the organization the session works on; the session (and the next sign-in)
 * moves to another of theirs, the one they own first.
 */
export const leaveOrganization = async (
  caller: RoleCaller,
  organizationId: string,
): Promise<CurrentOrganization> => {
  if (organizationId !== caller.organizationId) {
    throw new ForbiddenError('You can only leave the organization you are working in');
  }
  const membership = await findMembership(organizationId, caller.userId);
  if (membership?.status !== 'active') throw new NotFoundError('Organization not found');
  const refusal = leaveRefusal(membership.role);
  if (refusal) throw new ForbiddenError(refusal);
  const next = await otherOrganization(caller.userId, organizationId);
  if (!next) throw new ConflictError('This is your only organization, so you cannot leave it');
  const departure = await departureNotice(membership);
  await commit([
    ...leavingWrites(caller, membership),
    defaultOrganizationWrite(caller.userId, next.id),
    departure.write,
  ]);
  countEvent('memberLeft');
  await sendFromOutbox(departure.entry);
  await switchSessionOrganization(caller, next.id, next.timezone);
  return { id: next.id, name: next.name };
};

/** One of the user's active organizations other than `except`: the one they own first. */
const otherOrganization = async (userId: string, except: string | null) => {
  const memberships = (await listUserMemberships(userId)).filter(
    (m) => m.organizationId !== except,
  );
  const chosen = memberships.find((m) => m.role === 'owner') ?? memberships[0];
  return chosen ? findOrganization(chosen.organizationId) : null;
};

/**
 * Where a sign-in opens: the user's default organization while they are an active member there,
 * else another of theirs, which becomes the default (they were removed from it meanwhile).
 */
export const organizationToOpen = async (
  userId: string,
  preferred: string,
): Promise<{ organizationId: string; timezone: string } | null> => {
  const membership = await findMembership(preferred, userId);
  const organization =
    membership?.status === 'active'
      ? await findOrganization(preferred)
      : await otherOrganization(userId, preferred);
  if (!organization) return null;
  if (organization.id !== preferred) {
    await commit([defaultOrganizationWrite(userId, organization.id)]);
  }
  return { organizationId: organization.id, timezone: organization.timezone };
};

/** The user's active memberships: where they belong, and as what. */
export const membershipsOf = (userId: string) => listUserMemberships(userId);

/** Local test sign-in only: joins (or keeps) the user in an organization with a role. */
export const joinForTests = async (userId: string, organizationId: string, role: TeamRole) => {
  const organization = await organizationOf(organizationId);
  const membership = await findMembership(organizationId, userId);
  if (membership?.status === 'active') {
    if (membership.role !== role) {
      await commit([membershipRoleWrite(organizationId, userId, membership.role, role)]);
    }
  } else {
    await commit([
      membershipJoinWrite(organizationId, userId, role, new Date().toISOString()),
      seatCountersWrite(organizationId, { currentMembers: 1, seatsTaken: 1 }),
    ]);
  }
  return { organizationId, timezone: organization.timezone };
};
