import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  MEMBERSHIP_INDEX,
  MEMBERSHIP_PREFIX,
  userKey,
  userMembershipsPartition,
} from '../../platform/auth/identity.entity';
import { db, tableName } from '../../platform/data/dynamo-client';
import { setWrite, type Write } from '../../platform/data/unit-of-work';
import { NotFoundError } from '../../platform/errors';

/**
 * The user record as other modules may change it: the name only (the settings module's profile).
 * The rest (email, plan, default organization) belongs to sign-in and billing.
 */
export const userNameWrite = (
  userId: string,
  name: { firstName: string | null; lastName: string | null },
  at: string,
): Write =>
  setWrite(
    userKey(userId),
    { set: { firstName: name.firstName, lastName: name.lastName, updatedAt: at } },
    { expression: 'attribute_exists(pk)', error: () => new NotFoundError('User not found') },
  );

/** The organizations the user is an active member of (ids), up to `cap`. */
export const readActiveMembershipOrgIds = async (
  userId: string,
  cap: number,
): Promise<string[]> => {
  const ids: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: MEMBERSHIP_INDEX,
        KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
        FilterExpression: '#status = :active',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pk': userMembershipsPartition(userId),
          ':prefix': MEMBERSHIP_PREFIX,
          ':active': 'active',
        },
        ExclusiveStartKey: start,
      }),
    );
    ids.push(...(out.Items ?? []).map((item) => String(item.organizationId)));
    start = out.LastEvaluatedKey;
  } while (start && ids.length < cap);
  return ids.slice(0, cap);
};
