import type {
  DuplicateMatch,
  DuplicateReason,
} from '@salesflow/shared/contacts/contact-duplicates';
import { keyShape } from '../../platform/data/key-shape';
import { INDEXES } from '../../platform/data/table-definition';

/**
 * Possible duplicates (issue 27), kept by the contact-duplicates worker from the contacts'
 * changes (the counters projector sends it each contact created, deleted, or changed in its
 * email, phone, name or company), never in a contact's own transaction:
 *
 * - a match item per thing a contact is matched on (`DUPMATCH`: one partition per reason and
 *   value, one item per contact in it), so a contact's duplicates are a Query per match;
 * - per contact, its matches as last indexed (`DUPOF`, sk `MATCHES`), so the next change knows
 *   which match items to take away, and its pairs (`DUPOF`, sk `PAIR#<other>`, both ways);
 * - the organization's pairs, each once (on the contact with the lower id), newest first, on
 *   gsi1 (`DUPES`): the Duplicates list. Pairs are rare, and written only when one is found or
 *   goes, so the one partition stays far below DynamoDB's rate for one.
 */
export const DUPLICATE_MATCH_PARTITION = keyShape('ORG#<org>#DUPMATCH#<reason>#<value>');
export const DUPLICATES_OF_PARTITION = keyShape('ORG#<org>#DUPOF#<contact>');
export const DUPLICATE_PAIRS_PARTITION = keyShape('ORG#<org>#DUPES');
export const DUPLICATE_PAIRS_INDEX = INDEXES.gsi1;

const CONTACT_PREFIX = 'CONTACT#';
export const MATCHES_SK = 'MATCHES';
export const PAIR_PREFIX = 'PAIR#';

export const matchPartition = (organizationId: string, match: DuplicateMatch) =>
  DUPLICATE_MATCH_PARTITION.key(organizationId, match.reason, match.value);

export const matchItemKey = (organizationId: string, contactId: string, match: DuplicateMatch) => ({
  pk: matchPartition(organizationId, match),
  sk: `${CONTACT_PREFIX}${contactId}`,
});

export const matchItem = (organizationId: string, contactId: string, match: DuplicateMatch) => ({
  ...matchItemKey(organizationId, contactId, match),
  type: 'duplicateMatch',
  organizationId,
  contactId,
});

export const duplicatesOfPartition = (organizationId: string, contactId: string) =>
  DUPLICATES_OF_PARTITION.key(organizationId, contactId);

export const matchesKey = (organizationId: string, contactId: string) => ({
  pk: duplicatesOfPartition(organizationId, contactId),
  sk: MATCHES_SK,
});

export const matchesItem = (
  organizationId: string,
  contactId: string,
  matches: readonly DuplicateMatch[],
) => ({
  ...matchesKey(organizationId, contactId),
  type: 'duplicateMatches',
  organizationId,
  contactId,
  matches,
});

export const pairKey = (organizationId: string, contactId: string, otherId: string) => ({
  pk: duplicatesOfPartition(organizationId, contactId),
  sk: `${PAIR_PREFIX}${otherId}`,
});

/** One side of a pair; the side with the lower id also lists the pair for the organization. */
export const pairItem = (
  organizationId: string,
  contactId: string,
  otherId: string,
  reasons: readonly DuplicateReason[],
  foundAt: string,
) => ({
  ...pairKey(organizationId, contactId, otherId),
  type: 'duplicatePair',
  organizationId,
  contactId,
  otherId,
  reasons,
  foundAt,
  ...(contactId < otherId
    ? {
        [DUPLICATE_PAIRS_INDEX.partitionKey]: DUPLICATE_PAIRS_PARTITION.key(organizationId),
        [DUPLICATE_PAIRS_INDEX.sortKey]: `${foundAt}#${contactId}#${otherId}`,
      }
    : {}),
});

export interface StoredPair {
  contactId: string;
  otherId: string;
  reasons: DuplicateReason[];
  foundAt: string;
}

export const fromPairItem = (item: Record<string, unknown>): StoredPair => ({
  contactId: String(item.contactId),
  otherId: String(item.otherId),
  reasons: (Array.isArray(item.reasons) ? item.reasons : []) as DuplicateReason[],
  foundAt: String(item.foundAt),
});

export const contactIdOfMatchItem = (item: Record<string, unknown>) =>
  String(item.sk).slice(CONTACT_PREFIX.length);
