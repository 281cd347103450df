import { NotFoundError } from '../../platform/errors';
import type { Organization } from './organization.entity';
import { findOrganization, findOrganizations } from './organizations.repository';

/**
 * The organization's profile, for every module: read once here and handed on (a webhook lead,
 * an import and a call each load it once), and the writes other modules commit with their own
 * records (organization.entity.ts says who changes what). This module imports no other.
 */
export {
  ACCESS_BLOCK_ATTRIBUTE,
  type AccessBlock,
  FIRST_RECORD_ATTRIBUTE,
  type NewOrganization,
  type Organization,
  type OrganizationAccess,
  organizationKey,
  RECORD_VISIBILITY_ATTRIBUTE,
  TRIAL_ENDS_ATTRIBUTE,
} from './organization.entity';
export { firstRecordWrites, markedAsUsed, OrganizationRemovedError } from './organization-use';
export {
  findOrganization,
  findOrganizationAccess,
  findOrganizations,
  OrganizationInUseError,
  operatorSuspensionWrite,
  organizationCreateWrite,
  planStateWrite,
  type SeatDeltas,
  seatCountersWrite,
  teamSettingsWrite,
  unusedOrganizationDeleteWrite,
} from './organizations.repository';

/** The organization, or 404: only ever called for the caller's own organizations. */
export const organizationOf = async (organizationId: string): Promise<Organization> =>
  (await findOrganization(organizationId)) ??
  Promise.reject(new NotFoundError('Organization not found'));

/** Its time zone ("this month" in figures is counted in it); India's for one that is gone. */
export const organizationTimezone = async (organizationId: string): Promise<string> =>
  (await findOrganization(organizationId))?.timezone ?? 'Asia/Kolkata';

/** The organization's name (the agent introduces itself as calling from it). */
export const organizationName = async (organizationId: string): Promise<string> =>
  (await findOrganization(organizationId))?.name ?? '';

/** Who owns the organization (who pays; scheduled calls are placed in their name). */
export const organizationOwnerId = async (organizationId: string): Promise<string | null> =>
  (await findOrganization(organizationId))?.ownerId ?? null;

/** Several organizations by id (those gone are left out). */
export const organizationsOf = (ids: readonly string[]): Promise<Organization[]> =>
  findOrganizations([...new Set(ids)]);
