import type { Write } from '../../platform/data/unit-of-work';
import { organizationsOf } from '../organizations/organizations.service';
import { getUser, type UserRecord } from './account.repository';
import { readActiveMembershipOrgIds, userNameWrite } from './user-directory.repository';

/**
 * Who a user is and where they belong, for the modules that address users (settings,
 * notifications, daily reports) rather than records of an organization.
 */
export const userById = (userId: string): Promise<UserRecord | null> => getUser(userId);

/** The user's new name, to commit with the caller's other writes; fails if the user is gone. */
export const userNameChange = (
  userId: string,
  name: { firstName: string | null; lastName: string | null },
  at: string,
): Write => userNameWrite(userId, name, at);

export interface UserOrganization {
  id: string;
  name: string;
  timezone: string;
}

/**
 * The organizations the user is an active member of, the default one first, at most `cap` (a
 * report names each; nobody belongs to many).
 */
export const activeOrganizationsOf = async (
  user: Pick<UserRecord, 'id' | 'defaultOrganizationId'>,
  cap = 10,
): Promise<UserOrganization[]> => {
  const ids = await readActiveMembershipOrgIds(user.id, cap);
  ids.sort(
    (a, b) => Number(b === user.defaultOrganizationId) - Number(a === user.defaultOrganizationId),
  );
  const organizations = new Map((await organizationsOf(ids)).map((org) => [org.id, org]));
  return ids.flatMap((id) => {
    const org = organizations.get(id);
    return org ? [{ id: org.id, name: org.name, timezone: org.timezone }] : [];
  });
};
