import type { RecordVisibility } from '@salesflow/shared/teams/team-settings.schema';
import { ORGANIZATION_PARTITION } from '../../platform/data/shared-partitions';

/**
 * An organization's profile: `ORG#<id>` / `PROFILE`, beside its members and the settings of many
 * modules in its partition (shared-partitions.ts). This module alone reads and writes it; others
 * go through organizations.service.ts, which hands them the writes to commit with their own.
 *
 * Who changes what on it:
 * - sign-up (auth, through directory) creates it, and retires one never used;
 * - the team (teams): its name, record visibility and round-robin members, and its counters:
 *   `currentMembers` (active memberships), `pendingInvitations` (invitations waiting for an
 *   answer) and `seatsTaken`, their sum, kept as its own attribute because a condition cannot add
 *   (`seatsTaken < maxMembers`: a seat is free). They change only in the transaction that adds or
 *   takes away what they count;
 * - the plan (subscriptions): `maxMembers`, `trialEndsAt` and `accessBlock`;
 * - a platform operator (accounts): `operatorSuspension`;
 * - an organization's first record (contacts, deals, imports): `firstRecordAt`, once.
 */
export const organizationKey = (id: string) => ({
  pk: ORGANIZATION_PARTITION.key(id),
  sk: 'PROFILE',
});

/** Who members may see (Team settings); the access check reads it on every request. */
export const RECORD_VISIBILITY_ATTRIBUTE = 'recordVisibility';

/**
 * What makes the organization read-only (the plan keeps them): when its trial ends (absent once a
 * plan is paid) and a block (`suspended` after an unpaid subscription's retries, `closed` after a
 * cancelled one's period).
 */
export const TRIAL_ENDS_ATTRIBUTE = 'trialEndsAt';
export const ACCESS_BLOCK_ATTRIBUTE = 'accessBlock';
export type AccessBlock = 'suspended' | 'closed';

/**
 * A platform operator's suspension of the account (the admin dashboard): `{ at, reason, by }`
 * while suspended. Every member is refused on their next request, reading included.
 */
export const OPERATOR_SUSPENSION_ATTRIBUTE = 'operatorSuspension';

/**
 * When the organization's first record (a contact, a deal, an import) was saved: set once, in that
 * record's own transaction (organization-use.ts). A sign-up organization is retired as never used
 * only while its profile has none.
 */
export const FIRST_RECORD_ATTRIBUTE = 'firstRecordAt';

/** The profile as sign-up writes it. */
export interface NewOrganization {
  id: string;
  name: string;
  /** Its name's claim (`ORGSLUG#<slug>`, kept with the account: directory). */
  slug: string;
  description: string | null;
  /** What the item says; the organization's real plan is its owner's (who pays). */
  plan: string;
  maxMembers: number;
  currentMembers: number;
  pendingInvitations: number;
  seatsTaken: number;
  ownerId: string;
  /** IANA time zone; "this month" in figures is counted in it. */
  timezone: string;
  /** When the trial makes it read-only (absent once a plan is paid). */
  trialEndsAt?: string;
  createdAt: string;
  updatedAt: string;
}

/** The profile as every module reads it. */
export interface Organization extends Omit<NewOrganization, 'trialEndsAt'> {
  trialEndsAt: string | null;
  /** Who members see (Team settings). */
  recordVisibility: RecordVisibility;
  /** Members new unassigned leads go to in turn; empty: they stay unassigned. */
  roundRobinMemberIds: string[];
  /** When its first record was saved; null while it holds none. */
  firstRecordAt: string | null;
  /** It holds records already (the first-record mark). */
  hasRecords: boolean;
  accessBlock: AccessBlock | null;
  /** An operator's suspension, while suspended. */
  operatorSuspension: { at: string; reason: string; by: string } | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

const accessBlockOf = (value: unknown): AccessBlock | null =>
  value === 'suspended' || value === 'closed' ? value : null;

export const toOrganizationItem = (organization: NewOrganization) => ({
  ...organizationKey(organization.id),
  type: 'organization',
  ...organization,
});

export const fromOrganizationItem = (item: Record<string, unknown>): Organization => {
  const currentMembers = Number(item.currentMembers ?? 0);
  const pendingInvitations = Number(item.pendingInvitations ?? 0);
  const suspension = item[OPERATOR_SUSPENSION_ATTRIBUTE] as Organization['operatorSuspension'];
  const firstRecordAt = text(item[FIRST_RECORD_ATTRIBUTE]);
  return {
    id: String(item.id),
    name: String(item.name ?? ''),
    slug: String(item.slug ?? ''),
    description: text(item.description),
    plan: String(item.plan ?? 'team'),
    maxMembers: Number(item.maxMembers ?? 0),
    currentMembers,
    pendingInvitations,
    seatsTaken: Number(item.seatsTaken ?? currentMembers + pendingInvitations),
    ownerId: String(item.ownerId),
    timezone: String(item.timezone),
    trialEndsAt: text(item[TRIAL_ENDS_ATTRIBUTE]),
    createdAt: String(item.createdAt ?? ''),
    updatedAt: String(item.updatedAt ?? ''),
    recordVisibility: item[RECORD_VISIBILITY_ATTRIBUTE] === 'own' ? 'own' : 'all',
    roundRobinMemberIds: Array.isArray(item.roundRobinMemberIds)
      ? item.roundRobinMemberIds.map(String)
      : [],
    firstRecordAt,
    hasRecords: firstRecordAt !== null,
    accessBlock: accessBlockOf(item[ACCESS_BLOCK_ATTRIBUTE]),
    operatorSuspension: suspension && typeof suspension === 'object' ? suspension : null,
  };
};

/** What the access check reads with the caller's role on every request. */
export interface OrganizationAccess {
  visibility: RecordVisibility;
  trialEndsAt: string | null;
  block: AccessBlock | null;
  /** Suspended by a platform operator: nobody may use it. */
  suspendedByOperator: boolean;
  /** It holds records already (its first-record mark): new ones need not mark it again. */
  hasRecords: boolean;
}

/** The profile's attributes the access check reads (a projection: the rest is not fetched). */
export const ACCESS_ATTRIBUTES = [
  RECORD_VISIBILITY_ATTRIBUTE,
  TRIAL_ENDS_ATTRIBUTE,
  ACCESS_BLOCK_ATTRIBUTE,
  OPERATOR_SUSPENSION_ATTRIBUTE,
  FIRST_RECORD_ATTRIBUTE,
] as const;

/** An organization that is gone (or never was) gives nothing and blocks nothing. */
export const fromAccessItem = (item: Record<string, unknown> | undefined): OrganizationAccess => ({
  visibility: item?.[RECORD_VISIBILITY_ATTRIBUTE] === 'own' ? 'own' : 'all',
  trialEndsAt: text(item?.[TRIAL_ENDS_ATTRIBUTE]),
  block: accessBlockOf(item?.[ACCESS_BLOCK_ATTRIBUTE]),
  suspendedByOperator: Boolean(item?.[OPERATOR_SUSPENSION_ATTRIBUTE]),
  hasRecords: typeof item?.[FIRST_RECORD_ATTRIBUTE] === 'string',
});
