import type { TeamRole } from '@salesflow/shared/auth/roles';
import { keyShape } from '../data/key-shape';
import { ORGANIZATION_PARTITION } from '../data/shared-partitions';

/**
 * Key layout of who someone is and where they belong: users, the email → user claim, and
 * memberships (an organization's members; gsi1 lists a user's organizations). The sign-in module
 * writes them; the access check (access.ts) reads them on every request that needs a role. A
 * person's partition holds their profile and their own settings, and lists their memberships on
 * gsi1.
 */
export const USER_PARTITION = keyShape('USER#<user>');
/** A sign-in address's claim on its user. */
export const USER_EMAIL_PARTITION = keyShape('USEREMAIL#<email>');

export const userKey = (id: string) => ({ pk: USER_PARTITION.key(id), sk: 'PROFILE' });

export const userEmailKey = (email: string) => ({
  pk: USER_EMAIL_PARTITION.key(email.toLowerCase()),
  sk: 'UNIQUE',
});

export const membershipKey = (organizationId: string, userId: string) => ({
  pk: ORGANIZATION_PARTITION.key(organizationId),
  sk: `MEMBER#${userId}`,
});

export const MEMBERSHIP_INDEX = 'gsi1';
export const userMembershipsPartition = (userId: string) => USER_PARTITION.key(userId);
export const MEMBERSHIP_PREFIX = 'MEMBER#';

export type MembershipStatus = 'active' | 'removed';

export interface Membership {
  organizationId: string;
  userId: string;
  role: TeamRole;
  status: MembershipStatus;
  joinedAt: string;
}

export const toMembershipItem = (membership: Membership) => ({
  ...membershipKey(membership.organizationId, membership.userId),
  gsi1pk: userMembershipsPartition(membership.userId),
  gsi1sk: `${MEMBERSHIP_PREFIX}${membership.organizationId}`,
  type: 'member',
  ...membership,
});

/** What every member is told while an operator has suspended the account. */
export const ACCOUNT_SUSPENDED_MESSAGE =
  'This account is suspended. Contact SalesFlow support to have it reactivated.';
