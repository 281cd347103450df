import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PlanId } from '@salesflow/shared/auth/auth-user';
import type { TeamRole } from '@salesflow/shared/auth/roles';
import {
  MEMBERSHIP_INDEX,
  MEMBERSHIP_PREFIX,
  type Membership,
  membershipKey,
  toMembershipItem,
  userEmailKey,
  userKey,
  userMembershipsPartition,
} from '../../platform/auth/identity.entity';
import { db, tableName } from '../../platform/data/dynamo-client';
import { TransactionConditionFailed, transactWrite } from '../../platform/data/transactions';

export interface UserRecord {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  currentPlan: PlanId;
  planStartDate: string;
  planEndDate: string | null;
  aiCallsUsed: number;
  /** The organization a new session opens in (the personal one at first). */
  defaultOrganizationId: string;
  createdAt: string;
  updatedAt: string;
}

export interface OrganizationRecord {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  plan: string;
  maxMembers: number;
  currentMembers: number;
  ownerId: string;
  /** IANA time zone; "this month" in figures is counted in it. */
  timezone: string;
  createdAt: string;
  updatedAt: string;
}

const orgKey = (id: string) => ({ pk: `ORG#${id}`, sk: 'PROFILE' });
const orgSlugKey = (slug: string) => ({ pk: `ORGSLUG#${slug}`, sk: 'UNIQUE' });

const strip = <T>(item: Record<string, unknown> | undefined): T | null => {
  if (!item) return null;
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, type: _t, ...rest } = item;
  return rest as T;
};

export const getUser = async (id: string): Promise<UserRecord | null> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: userKey(id) }));
  return strip<UserRecord>(Item);
};

export const findUserIdByEmail = async (email: string): Promise<string | null> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: userEmailKey(email), ConsistentRead: true }),
  );
  return (Item?.userId as string | undefined) ?? null;
};

export const getOrganization = async (id: string): Promise<OrganizationRecord | null> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: orgKey(id) }));
  return strip<OrganizationRecord>(Item);
};

export const getMembership = async (orgId: string, userId: string) => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: membershipKey(orgId, userId) }),
  );
  return Item ? { role: Item.role as TeamRole, status: Item.status as string } : null;
};

export const listMembershipOrgIds = async (userId: string): Promise<string[]> => {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: MEMBERSHIP_INDEX,
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': userMembershipsPartition(userId),
        ':prefix': MEMBERSHIP_PREFIX,
      },
    }),
  );
  return (Items ?? []).map((item) => String(item.organizationId));
};

/** Adds (or reactivates) a membership; the teams module's invitations will call this too. */
export const putMembership = async (membership: Membership): Promise<void> => {
  await db().send(new PutCommand({ TableName: tableName(), Item: toMembershipItem(membership) }));
};

/**
 * Creates a user with a personal organization and the owner membership in one transaction; the
 * email and slug uniqueness items make a concurrent sign-up of the same email fail cleanly.
 * Answers false when the email was taken meanwhile.
 */
export const createUserWithOrganization = async (
  user: UserRecord,
  org: OrganizationRecord,
): Promise<boolean> => {
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: { ...userEmailKey(user.email), type: 'userEmail', userId: user.id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...userKey(user.id), type: 'user', ...user },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...orgSlugKey(org.slug), type: 'orgSlug', organizationId: org.id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: { TableName: tableName(), Item: { ...orgKey(org.id), type: 'organization', ...org } },
      },
      {
        Put: {
          TableName: tableName(),
          Item: toMembershipItem({
            organizationId: org.id,
            userId: user.id,
            role: 'owner',
            status: 'active',
            joinedAt: user.createdAt,
          }),
        },
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed && error.failedIndexes.includes(0))
      return false;
    throw error;
  }
};
