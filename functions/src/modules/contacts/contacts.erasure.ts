import { MEMBERSHIP_PREFIX } from '../../platform/auth/identity.entity';
import {
  type ErasureDeclaration,
  organizationPartition,
} from '../../platform/data/erasure-declaration';
import {
  HOLDER_STATS_PARTITION,
  ORGANIZATION_PARTITION,
} from '../../platform/data/shared-partitions';
import {
  CONTACT_EMAIL_PARTITION,
  CONTACT_PHONE_PARTITION,
  CONTACT_USAGE_PARTITION,
  CONTACTS_PARTITION,
  contactEmailKey,
  contactPartitions,
  contactPhoneKey,
  creditedHolderOf,
  fromContactItem,
  holderOf,
  LEADS_PARTITION,
  SEARCH_PARTITION,
  searchWordItems,
  toLeadsItem,
  UNASSIGNED,
} from './contact.entity';
import { CONTACT_LIST_PARTITIONS, contactListRows } from './contact-list.entity';
import { TRASH_PARTITION, trashPartitions } from './contact-trash.entity';

/**
 * What contacts write for an organization (contact.entity.ts): the contacts in their shards with
 * the shards' counters, the plan-limit usage claim, and for each contact its email claim, its entry
 * among its holder's leads, its search words (the search projector's), its phone's set of
 * contacts and its holders' counters (`ORG#<org>#STATS#HOLDER#<holder>`, contacts' and deals'), and the
 * trash of deleted contacts (contact-trash.entity.ts).
 */
export const contactsErasure: ErasureDeclaration = {
  module: 'contacts',
  partitions: [
    { pattern: CONTACTS_PARTITION.pattern, of: contactPartitions },
    // The trash, in the contacts' shards (its list on gsi1 is those items' index entries).
    { pattern: TRASH_PARTITION.pattern, of: trashPartitions },
    // The plan-limit usage claim (the contact counters branch writes it).
    organizationPartition(CONTACT_USAGE_PARTITION),
    // The unassigned pool's counters (a holder with no member item).
    {
      pattern: HOLDER_STATS_PARTITION.pattern,
      of: (org) => [HOLDER_STATS_PARTITION.key(org, UNASSIGNED)],
    },
  ],
  derived: [
    {
      pattern: CONTACT_EMAIL_PARTITION.pattern,
      from: (item, org) =>
        item.type === 'contact' && typeof item.email === 'string' && item.email
          ? { items: [contactEmailKey(org, item.email)] }
          : {},
    },
    {
      // The set of the organization's contacts with its phone (the counters projector's).
      pattern: CONTACT_PHONE_PARTITION.pattern,
      from: (item, org) =>
        item.type === 'contact' && typeof item.phoneE164 === 'string' && item.phoneE164
          ? { items: [contactPhoneKey(org, item.phoneE164)] }
          : {},
    },
    {
      pattern: LEADS_PARTITION.pattern,
      from: (item) => {
        if (item.type !== 'contact') return {};
        const { pk, sk } = toLeadsItem(fromContactItem(item));
        return { items: [{ pk, sk }] };
      },
    },
    {
      pattern: SEARCH_PARTITION.pattern,
      from: (item) =>
        item.type === 'contact'
          ? { items: searchWordItems(fromContactItem(item)).map(({ pk, sk }) => ({ pk, sk })) }
          : {},
    },
    // The list index's rows (the search projector's), one shape per facet.
    ...Object.entries(CONTACT_LIST_PARTITIONS).map(([kind, shape]) => ({
      pattern: shape.pattern,
      from: (item: Record<string, unknown>) =>
        item.type === 'contact'
          ? {
              items: contactListRows(fromContactItem(item))
                .filter((row) => row.facet === kind)
                .map(({ pk, sk }) => ({ pk, sk })),
            }
          : {},
    })),
    {
      pattern: HOLDER_STATS_PARTITION.pattern,
      from: (item, org) => {
        if (item.type === 'contact') {
          const contact = fromContactItem(item);
          const holders = new Set([holderOf(contact), creditedHolderOf(contact)]);
          return {
            partitions: [...holders].map((holder) => HOLDER_STATS_PARTITION.key(org, holder)),
          };
        }
        // A member's counters, whatever they hold now.
        const sk = String(item.sk);
        if (item.pk === ORGANIZATION_PARTITION.key(org) && sk.startsWith(MEMBERSHIP_PREFIX))
          return {
            partitions: [HOLDER_STATS_PARTITION.key(org, sk.slice(MEMBERSHIP_PREFIX.length))],
          };
        return {};
      },
    },
  ],
};
