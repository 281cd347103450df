import type { AuthContext } from '../../platform/auth/session';
import { commit, type Write } from '../../platform/data/unit-of-work';
import { NotFoundError } from '../../platform/errors';
import { firstRecordMarkWrite } from './organizations.repository';

/** A record for an organization removed meanwhile (a never-used sign-up organization). */
export class OrganizationRemovedError extends NotFoundError {
  constructor() {
    super('This organization no longer exists. Reload the page to work in your team.');
  }
}

/**
 * What a new record (a contact, a deal, an import) adds to its own transaction while the
 * organization holds none yet, as the access check read it: the profile's first-record mark, set
 * only while the profile is there. So a never-used sign-up organization and a first record cannot
 * both go through: its removal is conditional on the mark's absence (organizations.repository.ts, unusedOrganizationDeleteWrite),
 * and a record for an organization removed meanwhile is refused, never saved without it. Once
 * marked, later records add nothing (no hot item under a burst of leads).
 */
export const firstRecordWrites = (
  caller: Pick<AuthContext, 'organizationId' | 'organizationHasRecords'>,
  at: string,
): Write[] =>
  caller.organizationHasRecords
    ? []
    : [firstRecordMarkWrite(caller.organizationId, at, () => new OrganizationRemovedError())];

/**
 * Marks the organization as used on its own, before records written side by side (a pasted
 * import's rows), which then add nothing each: the caller, marked. Refused like a first record
 * when the organization was removed meanwhile.
 */
export const markedAsUsed = async <
  C extends Pick<AuthContext, 'organizationId' | 'organizationHasRecords'>,
>(
  caller: C,
): Promise<C> => {
  await commit(firstRecordWrites(caller, new Date().toISOString()));
  return { ...caller, organizationHasRecords: true };
};
