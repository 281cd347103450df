import type { TeamRole } from '@salesflow/shared/auth/roles';
import {
  MEMBERSHIP_INDEX,
  MEMBERSHIP_PREFIX,
  membershipKey,
  toMembershipItem,
  userEmailKey,
  userKey,
  userMembershipsPartition,
} from '../../platform/auth/identity.entity';
import { batchGetItems } from '../../platform/data/batch';
import { db, tableName } from '../../platform/data/dynamo-client';
import { GetCommand, UpdateCommand } from '../../platform/data/dynamo-commands';
import { readAll, readItem, TOP } from '../../platform/data/read';
import { checkWrite, putWrite, updateWrite, type Write } from '../../platform/data/unit-of-work';
import { ConflictError, NotFoundError } from '../../platform/errors';
import {
  fromMembershipItem,
  fromUserItem,
  type MembershipItem,
  roundRobinTurnKey,
  type UserSummary,
} from './team.entity';

export const findMembership = async (
  organizationId: string,
  userId: string,
): Promise<MembershipItem | null> => {
  const item = await readItem(membershipKey(organizationId, userId));
  return item ? fromMembershipItem(item) : null;
};

/** The user's active memberships (gsi1 holds a membership only while it is active). */
export const listUserMemberships = async (userId: string): Promise<MembershipItem[]> => {
  const items = await readAll({
    pk: userMembershipsPartition(userId),
    index: { name: MEMBERSHIP_INDEX, partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    between: [MEMBERSHIP_PREFIX, `${MEMBERSHIP_PREFIX}${TOP}`],
  });
  return items.map(fromMembershipItem).filter((membership) => membership.status === 'active');
};

/** The organization's active members. */
export const listMemberships = async (organizationId: string): Promise<MembershipItem[]> => {
  const { pk } = membershipKey(organizationId, '');
  const items = await readAll({ pk, between: [MEMBERSHIP_PREFIX, `${MEMBERSHIP_PREFIX}${TOP}`] });
  return items.map(fromMembershipItem).filter((membership) => membership.status === 'active');
};

export const findUsers = async (ids: readonly string[]): Promise<UserSummary[]> =>
  ids.length === 0 ? [] : (await batchGetItems([...new Set(ids)].map(userKey))).map(fromUserItem);

export const findUser = async (id: string): Promise<UserSummary | null> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: userKey(id) }));
  return Item ? fromUserItem(Item) : null;
};

/** The user an email address belongs to, if they have signed in before. */
export const findUserIdByEmail = async (email: string): Promise<string | null> => {
  const item = await readItem(userEmailKey(email));
  return typeof item?.userId === 'string' ? item.userId : null;
};

const changedMeanwhile = () =>
  new ConflictError('This member was changed by someone else. Reload and try again.');

/** Joins the user to the organization, or brings back a removed membership. */
export const membershipJoinWrite = (
  organizationId: string,
  userId: string,
  role: TeamRole,
  joinedAt: string,
): Write =>
  putWrite(toMembershipItem({ organizationId, userId, role, status: 'active', joinedAt }), {
    expression: 'attribute_not_exists(pk) OR #status <> :active',
    names: { '#status': 'status' },
    values: { ':active': 'active' },
    error: () => new ConflictError('You are already a member of this organization'),
  });

/** Fails the transaction when the user is an active member already (an invitation to them). */
export const notMemberCheck = (organizationId: string, userId: string, error: () => Error): Write =>
  checkWrite(membershipKey(organizationId, userId), {
    expression: 'attribute_not_exists(pk) OR #status <> :active',
    names: { '#status': 'status' },
    values: { ':active': 'active' },
    error,
  });

/** The role of an active member whose role is still `from`. */
export const membershipRoleWrite = (
  organizationId: string,
  userId: string,
  from: TeamRole,
  to: TeamRole,
): Write =>
  updateWrite(
    membershipKey(organizationId, userId),
    { expression: 'SET #role = :to', values: { ':to': to } },
    {
      expression: '#status = :active AND #role = :from',
      names: { '#status': 'status', '#role': 'role' },
      values: { ':active': 'active', ':from': from },
      error: changedMeanwhile,
    },
  );

/**
 * Ends an active membership whose role is still `role` (never the owner's). The item stays, as
 * `removed`, but leaves gsi1, so the user's organizations are the active ones only.
 */
export const membershipRemoveWrite = (
  organizationId: string,
  userId: string,
  role: TeamRole,
  removedBy: string,
): Write =>
  updateWrite(
    membershipKey(organizationId, userId),
    {
      expression: 'SET #status = :removed, removedAt = :now, removedBy = :by REMOVE gsi1pk, gsi1sk',
      values: { ':removed': 'removed', ':now': new Date().toISOString(), ':by': removedBy },
    },
    {
      expression: '#status = :active AND #role = :role AND #role <> :owner',
      names: { '#status': 'status', '#role': 'role' },
      values: { ':active': 'active', ':role': role, ':owner': 'owner' },
      error: changedMeanwhile,
    },
  );

/** The organization the user's next sign-in opens. */
export const defaultOrganizationWrite = (userId: string, organizationId: string): Write =>
  updateWrite(
    userKey(userId),
    {
      expression: 'SET defaultOrganizationId = :org, updatedAt = :now',
      values: { ':org': organizationId, ':now': new Date().toISOString() },
    },
    { expression: 'attribute_exists(pk)', error: () => new NotFoundError('User not found') },
  );

/**
 * Takes the next turn on one of the organization's round-robin turn items (round-robin-turns.ts):
 * its counter moves by one and its new value comes back, so two leads on one item get different
 * turns. Its own partition under the organization's (`ORG#<org>#TURNS#<shard>`), which the
 * organization's erasure takes with the rest; the profile is no longer written per lead.
 */
export const takeRoundRobinTurn = async (
  organizationId: string,
  shard: number,
): Promise<number> => {
  const out = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: roundRobinTurnKey(organizationId, shard),
      UpdateExpression: 'ADD turns :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.turns ?? 1);
};
