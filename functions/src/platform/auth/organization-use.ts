import { commit, updateWrite, type Write } from '../data/unit-of-work';
import { NotFoundError } from '../errors';
import { FIRST_RECORD_ATTRIBUTE, organizationKey } from './identity.entity';
import type { AuthContext } from './session';

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
 * both go through: its removal is conditional on the mark's absence (directory/account.repository.ts),
 * and a record for an organization removed meanwhile is refused, never saved without it. Once
 * marked, later records add nothing (no hot item under a burst of leads).
 */
export const firstRecordWrites = (
  caller: Pick<AuthContext, 'organizationId' | 'organizationHasRecords'>,
  at: string,
): Write[] =>
  caller.organizationHasRecords
    ? []
    : [
        updateWrite(
          organizationKey(caller.organizationId),
          {
            expression: 'SET #first = if_not_exists(#first, :at)',
            names: { '#first': FIRST_RECORD_ATTRIBUTE },
            values: { ':at': at },
          },
          { expression: 'attribute_exists(pk)', error: () => new OrganizationRemovedError() },
        ),
      ];

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
