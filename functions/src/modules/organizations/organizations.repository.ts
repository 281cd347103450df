import { batchGetItems } from '../../platform/data/batch';
import { db, tableName } from '../../platform/data/dynamo-client';
import { GetCommand } from '../../platform/data/dynamo-commands';
import { readItem } from '../../platform/data/read';
import {
  deleteWrite,
  putWrite,
  setWrite,
  updateWrite,
  type Write,
} from '../../platform/data/unit-of-work';
import { ConflictError, NotFoundError } from '../../platform/errors';
import {
  ACCESS_ATTRIBUTES,
  ACCESS_BLOCK_ATTRIBUTE,
  type AccessBlock,
  FIRST_RECORD_ATTRIBUTE,
  fromAccessItem,
  fromOrganizationItem,
  type NewOrganization,
  OPERATOR_SUSPENSION_ATTRIBUTE,
  type Organization,
  type OrganizationAccess,
  organizationKey,
  RECORD_VISIBILITY_ATTRIBUTE,
  TRIAL_ENDS_ATTRIBUTE,
  toOrganizationItem,
} from './organization.entity';

const notFound = () => new NotFoundError('Organization not found');

export const findOrganization = async (id: string): Promise<Organization | null> => {
  const item = await readItem(organizationKey(id));
  return item ? fromOrganizationItem(item) : null;
};

export const findOrganizations = async (ids: readonly string[]): Promise<Organization[]> =>
  ids.length === 0
    ? []
    : (await batchGetItems(ids.map(organizationKey), { consistentRead: true })).map(
        fromOrganizationItem,
      );

/** The access facts alone (a projection), read with the caller's role on every request. */
export const findOrganizationAccess = async (
  organizationId: string,
): Promise<OrganizationAccess> => {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: organizationKey(organizationId),
      ProjectionExpression: ACCESS_ATTRIBUTES.map((_, i) => `#a${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(ACCESS_ATTRIBUTES.map((a, i) => [`#a${i}`, a])),
    }),
  );
  return fromAccessItem(Item);
};

/** A new organization's profile, for sign-up's transaction. */
export const organizationCreateWrite = (organization: NewOrganization): Write =>
  putWrite(toOrganizationItem(organization));

/** An organization that is in use after all (someone joined or was invited, it was renamed). */
export class OrganizationInUseError extends ConflictError {
  constructor() {
    super('This organization is in use');
  }
}

/**
 * Deletes a sign-up organization's profile, only while its owner is its one member, with no
 * invitation out, as sign-up made it, and no record ever saved in it (the first-record mark).
 */
export const unusedOrganizationDeleteWrite = (
  organization: Pick<Organization, 'id' | 'ownerId' | 'updatedAt'>,
): Write =>
  deleteWrite(organizationKey(organization.id), {
    expression:
      'ownerId = :owner AND currentMembers = :one AND seatsTaken = :one AND pendingInvitations = :none AND updatedAt = :made AND attribute_not_exists(#first)',
    names: { '#first': FIRST_RECORD_ATTRIBUTE },
    values: {
      ':owner': organization.ownerId,
      ':one': 1,
      ':none': 0,
      ':made': organization.updatedAt,
    },
    error: () => new OrganizationInUseError(),
  });

export interface SeatDeltas {
  currentMembers?: number;
  pendingInvitations?: number;
  seatsTaken?: number;
}

/**
 * The organization's seat counters move by these deltas. `guard` refuses the change when no seat
 * is free (`seat`: members and pending invitations under the limit, for an invitation) or no member
 * slot is (`member`: active members under the limit, for joining), with the caller's error.
 */
export const seatCountersWrite = (
  organizationId: string,
  deltas: SeatDeltas,
  guard?: { free: 'seat' | 'member'; error: () => Error },
): Write => {
  const entries = Object.entries(deltas).filter(([, delta]) => delta !== undefined && delta !== 0);
  const limit = guard
    ? ` AND ${guard.free === 'seat' ? '#seatsTaken' : '#currentMembers'} < #maxMembers`
    : '';
  return updateWrite(
    organizationKey(organizationId),
    {
      expression: `SET updatedAt = :now${entries.length ? ` ADD ${entries.map(([f]) => `#${f} :${f}`).join(', ')}` : ''}`,
      names: Object.fromEntries(entries.map(([field]) => [`#${field}`, field])),
      values: {
        ':now': new Date().toISOString(),
        ...Object.fromEntries(entries.map(([field, delta]) => [`:${field}`, delta])),
      },
    },
    {
      expression: `attribute_exists(pk)${limit}`,
      names: guard
        ? {
            '#maxMembers': 'maxMembers',
            ...(guard.free === 'seat'
              ? { '#seatsTaken': 'seatsTaken' }
              : { '#currentMembers': 'currentMembers' }),
          }
        : undefined,
      error: guard?.error ?? notFound,
    },
  );
};

/** The organization's Team settings: what is given changes, the rest stays. */
export const teamSettingsWrite = (
  organizationId: string,
  settings: { name?: string; recordVisibility?: string; roundRobinMemberIds?: string[] },
  at: string,
): Write => {
  const set = Object.fromEntries(
    Object.entries({
      name: settings.name,
      [RECORD_VISIBILITY_ATTRIBUTE]: settings.recordVisibility,
      roundRobinMemberIds: settings.roundRobinMemberIds,
      updatedAt: at,
    }).filter(([, value]) => value !== undefined),
  );
  return setWrite(
    organizationKey(organizationId),
    { set },
    { expression: 'attribute_exists(pk)', error: notFound },
  );
};

/**
 * What the plan sets on the organization: its member ceiling, when its trial makes it read-only
 * (null: a paid plan, never) and a block (suspended, closed; null: none).
 */
export const planStateWrite = (
  organizationId: string,
  state: { maxMembers: number; trialEndsAt: string | null; block: AccessBlock | null },
  at: string,
): Write =>
  setWrite(
    organizationKey(organizationId),
    {
      set: {
        maxMembers: state.maxMembers,
        updatedAt: at,
        ...(state.trialEndsAt ? { [TRIAL_ENDS_ATTRIBUTE]: state.trialEndsAt } : {}),
        ...(state.block ? { [ACCESS_BLOCK_ATTRIBUTE]: state.block } : {}),
      },
      remove: [
        ...(state.trialEndsAt ? [] : [TRIAL_ENDS_ATTRIBUTE]),
        ...(state.block ? [] : [ACCESS_BLOCK_ATTRIBUTE]),
      ],
    },
    { expression: 'attribute_exists(pk)', error: notFound },
  );

/** An operator's suspension of the organization set (with why and by whom) or lifted. */
export const operatorSuspensionWrite = (
  organizationId: string,
  suspension: { at: string; reason: string; by: string } | null,
): Write =>
  setWrite(
    organizationKey(organizationId),
    suspension
      ? { set: { [OPERATOR_SUSPENSION_ATTRIBUTE]: suspension } }
      : { set: {}, remove: [OPERATOR_SUSPENSION_ATTRIBUTE] },
    { expression: 'attribute_exists(pk)', error: () => new NotFoundError('No such account') },
  );

/** The first-record mark, set only while the profile is there (`error` otherwise). */
export const firstRecordMarkWrite = (
  organizationId: string,
  at: string,
  error: () => Error,
): Write =>
  updateWrite(
    organizationKey(organizationId),
    {
      expression: 'SET #first = if_not_exists(#first, :at)',
      names: { '#first': FIRST_RECORD_ATTRIBUTE },
      values: { ':at': at },
    },
    { expression: 'attribute_exists(pk)', error },
  );
