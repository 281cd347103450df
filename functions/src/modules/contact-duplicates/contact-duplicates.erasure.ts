import { duplicateMatchesOf } from '@salesflow/shared/contacts/contact-duplicates';
import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import {
  DUPLICATE_MATCH_PARTITION,
  DUPLICATES_OF_PARTITION,
  duplicatesOfPartition,
  matchItemKey,
} from './duplicate.entity';

const contactOf = (item: Record<string, unknown>) =>
  item.type === 'contact'
    ? {
        id: String(item.id),
        email: typeof item.email === 'string' ? item.email : null,
        phoneE164: typeof item.phoneE164 === 'string' ? item.phoneE164 : null,
        name: typeof item.name === 'string' ? item.name : null,
        company: typeof item.company === 'string' ? item.company : null,
      }
    : null;

/**
 * What the duplicates worker writes for a contact (duplicate.entity.ts): its match items, and its
 * own partition (what it was matched on, its pairs; the organization's list of pairs is those
 * items' gsi1 entries).
 */
export const contactDuplicatesErasure: ErasureDeclaration = {
  module: 'contact-duplicates',
  derived: [
    {
      pattern: DUPLICATE_MATCH_PARTITION.pattern,
      from: (item, org) => {
        const contact = contactOf(item);
        return contact
          ? { items: duplicateMatchesOf(contact).map((m) => matchItemKey(org, contact.id, m)) }
          : {};
      },
    },
    {
      pattern: DUPLICATES_OF_PARTITION.pattern,
      from: (item, org) => {
        const contact = contactOf(item);
        return contact ? { partitions: [duplicatesOfPartition(org, contact.id)] } : {};
      },
    },
  ],
};
