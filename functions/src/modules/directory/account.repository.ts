import type { PlanId } from '@salesflow/shared/auth/auth-user';
import {
  membershipKey,
  toMembershipItem,
  userEmailKey,
  userKey,
} from '../../platform/auth/identity.entity';
import { db, tableName } from '../../platform/data/dynamo-client';
import { GetCommand } from '../../platform/data/dynamo-commands';
import { keyShape } from '../../platform/data/key-shape';
import { readItem } from '../../platform/data/read';
import { TransactionConditionFailed, transactWrite } from '../../platform/data/transactions';
import { commit, deleteWrite, putWrite, type Write } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import {
  type NewOrganization,
  type Organization,
  organizationCreateWrite,
  unusedOrganizationDeleteWrite,
} from '../organizations/organizations.service';

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

/** An organization name's claim (its slug), kept with the account. */
export const ORG_SLUG_PARTITION = keyShape('ORGSLUG#<slug>');
const orgSlugKey = (slug: string) => ({ pk: ORG_SLUG_PARTITION.key(slug), sk: 'UNIQUE' });

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
  const item = await readItem(userEmailKey(email));
  return (item?.userId as string | undefined) ?? null;
};

/**
 * Creates a user with a personal organization and the owner membership in one transaction; the
 * email and slug uniqueness items make a concurrent sign-up of the same email fail cleanly.
 * Answers false when the email was taken meanwhile.
 */
export const createUserWithOrganization = async (
  user: UserRecord,
  org: NewOrganization,
  /** Written with them: the notice that a new account is to be counted. */
  also: readonly Write[] = [],
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
      organizationCreateWrite(org).item,
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
      ...also.map((write) => write.item),
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionFailed && error.failedIndexes.includes(0))
      return false;
    throw error;
  }
};

class EmailTakenError extends ConflictError {
  constructor() {
    super('This email has an account already');
  }
}

/**
 * Creates a user who joins an organization in the same transaction (`joining`: the invitation's
 * writes), with no organization of their own. Answers false when the email was taken meanwhile;
 * a refusal of the joining (the member limit, the invitation used) is thrown as it is.
 */
export const createUserJoining = async (
  user: UserRecord,
  joining: readonly Write[],
): Promise<boolean> => {
  try {
    await commit([
      putWrite(
        { ...userEmailKey(user.email), type: 'userEmail', userId: user.id },
        { expression: 'attribute_not_exists(pk)', error: () => new EmailTakenError() },
      ),
      putWrite(
        { ...userKey(user.id), type: 'user', ...user },
        { expression: 'attribute_not_exists(pk)', error: () => new EmailTakenError() },
      ),
      ...joining,
    ]);
    return true;
  } catch (error) {
    if (error instanceof EmailTakenError) return false;
    throw error;
  }
};

/**
 * Removes an organization that sign-up made and nobody used: its profile (only while it is as
 * sign-up made it and unused: organizations.repository.ts), the owner's membership and its name's
 * claim. `also` goes in the same transaction.
 */
export const retireOrganizationWrites = (
  organization: Pick<Organization, 'id' | 'ownerId' | 'updatedAt' | 'slug'>,
  also: readonly Write[] = [],
): Write[] => [
  unusedOrganizationDeleteWrite(organization),
  deleteWrite(membershipKey(organization.id, organization.ownerId)),
  deleteWrite(orgSlugKey(organization.slug)),
  ...also,
];
