import { PLAN_IDS, type PlanId } from '@salesflow/shared/auth/auth-user';
import type { TeamRole } from '@salesflow/shared/auth/roles';
import { keyShape } from '../../platform/data/key-shape';

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
