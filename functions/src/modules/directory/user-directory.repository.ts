import {
  MEMBERSHIP_INDEX,
  MEMBERSHIP_PREFIX,
  userKey,
  userMembershipsPartition,
} from '../../platform/auth/identity.entity';
import { readAll, TOP } from '../../platform/data/read';
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
  const items = await readAll(
    {
      pk: userMembershipsPartition(userId),
      index: { name: MEMBERSHIP_INDEX, partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
      between: [MEMBERSHIP_PREFIX, `${MEMBERSHIP_PREFIX}${TOP}`],
      filter: {
        expression: '#status = :active',
        names: { '#status': 'status' },
        values: { ':active': 'active' },
      },
    },
    { maxItems: cap },
  );
  return items.map((item) => String(item.organizationId));
};
