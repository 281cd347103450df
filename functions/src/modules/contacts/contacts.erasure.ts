import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import {
  contactEmailKey,
  contactPartitions,
  contactPhoneKey,
  creditedHolderOf,
  fromContactItem,
  holderOf,
  searchWordItems,
  toLeadsItem,
  UNASSIGNED,
} from './contact.entity';

/** The counters kept per holder (contacts and deals): `ORG#<org>#STATS#HOLDER#<holder>`. */
export const holderStatsPartition = (organizationId: string, holder: string) =>
  `ORG#${organizationId}#STATS#HOLDER#${holder}`;

/**
 * What contacts write for an organization (contact.entity.ts): the contacts in their shards with
 * the shards' counters, the plan-limit usage claim, and for each contact its email claim, its entry
 * among its holder's leads, its search words (the search projector's), its phone's set of
 * contacts and its holders' counters.
 */
export const contactsErasure: ErasureDeclaration = {
  module: 'contacts',
  partitions: [
    { pattern: 'ORG#<org>#CONTACTS#<shard>', of: contactPartitions },
    // The plan-limit usage claim (the contact counters branch writes it).
    { pattern: 'ORG#<org>#CONTACTUSAGE', of: (org) => [`ORG#${org}#CONTACTUSAGE`] },
    // The unassigned pool's counters (a holder with no member item).
    {
      pattern: 'ORG#<org>#STATS#HOLDER#<holder>',
      of: (org) => [holderStatsPartition(org, UNASSIGNED)],
    },
  ],
  derived: [
    {
      pattern: 'ORG#<org>#CONTACTEMAIL#<email>',
      from: (item, org) =>
        item.type === 'contact' && typeof item.email === 'string' && item.email
          ? { items: [contactEmailKey(org, item.email)] }
          : {},
    },
    {
      // The set of the organization's contacts with its phone (the counters projector's).
      pattern: 'ORG#<org>#PHONEIDS#<phone>',
      from: (item, org) =>
        item.type === 'contact' && typeof item.phoneE164 === 'string' && item.phoneE164
          ? { items: [contactPhoneKey(org, item.phoneE164)] }
          : {},
    },
    {
      pattern: 'ORG#<org>#LEADS#<holder>#<shard>',
      from: (item) => {
        if (item.type !== 'contact') return {};
        const { pk, sk } = toLeadsItem(fromContactItem(item));
        return { items: [{ pk, sk }] };
      },
    },
    {
      pattern: 'ORG#<org>#SEARCH#<shard>#<letter>',
      from: (item) =>
        item.type === 'contact'
          ? { items: searchWordItems(fromContactItem(item)).map(({ pk, sk }) => ({ pk, sk })) }
          : {},
    },
    {
      pattern: 'ORG#<org>#STATS#HOLDER#<holder>',
      from: (item, org) => {
        if (item.type === 'contact') {
          const contact = fromContactItem(item);
          const holders = new Set([holderOf(contact), creditedHolderOf(contact)]);
          return { partitions: [...holders].map((holder) => holderStatsPartition(org, holder)) };
        }
        // A member's counters, whatever they hold now.
        const sk = String(item.sk);
        if (item.pk === `ORG#${org}` && sk.startsWith('MEMBER#'))
          return { partitions: [holderStatsPartition(org, sk.slice('MEMBER#'.length))] };
        return {};
      },
    },
  ],
};
