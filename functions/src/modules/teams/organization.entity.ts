import { PLAN_IDS, type PlanId } from '@salesflow/shared/auth/auth-user';
import type { TeamRole } from '@salesflow/shared/auth/roles';
import type { RecordVisibility } from '@salesflow/shared/teams/team-settings.schema';
import {
  FIRST_RECORD_ATTRIBUTE,
  organizationKey,
  RECORD_VISIBILITY_ATTRIBUTE,
} from '../../platform/auth/identity.entity';
import { keyShape } from '../../platform/data/key-shape';

/**
 * An organization's profile item (`ORG#<id>` / `PROFILE`, platform/auth/identity.entity.ts) as
 * the teams module reads it. Its counters change only in the transaction that adds or takes away
 * what they count: `currentMembers` (active memberships), `pendingInvitations` (invitations
 * waiting for an answer) and `seatsTaken`, their sum. DynamoDB conditions cannot add, so the sum
 * is kept as its own attribute for "a seat is free" (`seatsTaken < maxMembers`).
 */
export interface OrganizationItem {
  id: string;
  name: string;
  /** What the item says; the organization's real plan is its owner's (`ownerPlan`). */
  plan: string;
  maxMembers: number;
  currentMembers: number;
  pendingInvitations: number;
  seatsTaken: number;
  ownerId: string;
  timezone: string;
  /** Who members see (Team settings); the access check reads it on every request. */
  recordVisibility: RecordVisibility;
  /** Members new unassigned leads go to in turn; empty: they stay unassigned. */
  roundRobinMemberIds: string[];
  /** It holds records already (the profile's first-record mark). */
  hasRecords: boolean;
}

export { organizationKey, RECORD_VISIBILITY_ATTRIBUTE };

/**
 * One of the organization's round-robin turn counters (round-robin-turns.ts): the turn is spread
 * over several, so no item is written once per lead. The profile's old `roundRobinTurn` attribute
 * is no longer read (a team's turns start again from its first member).
 */
export const TURNS_PARTITION = keyShape('ORG#<org>#TURNS#<shard>');

export const roundRobinTurnKey = (organizationId: string, shard: number) => ({
  pk: TURNS_PARTITION.key(organizationId, String(shard)),
  sk: 'TURN',
});

export const fromOrganizationItem = (item: Record<string, unknown>): OrganizationItem => {
  const currentMembers = Number(item.currentMembers ?? 0);
  const pendingInvitations = Number(item.pendingInvitations ?? 0);
  return {
    id: String(item.id),
    name: String(item.name),
    plan: String(item.plan ?? 'team'),
    maxMembers: Number(item.maxMembers ?? 0),
    currentMembers,
    pendingInvitations,
    seatsTaken: Number(item.seatsTaken ?? currentMembers + pendingInvitations),
    ownerId: String(item.ownerId),
    timezone: String(item.timezone),
    recordVisibility: item[RECORD_VISIBILITY_ATTRIBUTE] === 'own' ? 'own' : 'all',
    roundRobinMemberIds: Array.isArray(item.roundRobinMemberIds)
      ? item.roundRobinMemberIds.map(String)
      : [],
    hasRecords: typeof item[FIRST_RECORD_ATTRIBUTE] === 'string',
  };
};

/** A membership as stored (identity.entity.ts writes it, the access check reads it). */
export interface MembershipItem {
  organizationId: string;
  userId: string;
  role: TeamRole;
  status: 'active' | 'removed';
  joinedAt: string;
}

export const fromMembershipItem = (item: Record<string, unknown>): MembershipItem => ({
  organizationId: String(item.organizationId),
  userId: String(item.userId),
  role: item.role as TeamRole,
  status: item.status === 'active' ? 'active' : 'removed',
  joinedAt: String(item.joinedAt),
});

/** The user fields the team shows: a member card, an inviter's name, the invitee's address. */
export interface UserSummary {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  defaultOrganizationId: string | null;
  /** The plan the user pays for: an organization is on its owner's (trial until they pay). */
  currentPlan: PlanId;
}

export const fromUserItem = (item: Record<string, unknown>): UserSummary => ({
  id: String(item.id),
  email: String(item.email),
  firstName: (item.firstName as string | null | undefined) ?? null,
  lastName: (item.lastName as string | null | undefined) ?? null,
  defaultOrganizationId: (item.defaultOrganizationId as string | undefined) ?? null,
  currentPlan: PLAN_IDS.find((id) => id === item.currentPlan) ?? 'trial',
});
