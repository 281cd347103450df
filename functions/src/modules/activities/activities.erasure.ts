import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import { CONTACT_TIMELINE_PARTITION, DEAL_TIMELINE_PARTITION } from './activity.entity';

/**
 * Timelines (activity.entity.ts): a contact's activities in a partition of its own, a deal's
 * without a contact in one of the deal's. Found from the contact (or its place in the trash) or
 * the deal they belong to.
 */
export const activitiesErasure: ErasureDeclaration = {
  module: 'activities',
  derived: [
    {
      pattern: CONTACT_TIMELINE_PARTITION.pattern,
      from: (item, org) => {
        if (item.type === 'contact') {
          return { partitions: [CONTACT_TIMELINE_PARTITION.key(org, String(item.id))] };
        }
        // A contact in the trash keeps its timeline until its days are over.
        if (item.type === 'trashedContact') {
          return { partitions: [CONTACT_TIMELINE_PARTITION.key(org, String(item.contactId))] };
        }
        return {};
      },
    },
    {
      pattern: DEAL_TIMELINE_PARTITION.pattern,
      from: (item, org) =>
        item.type === 'deal'
          ? { partitions: [DEAL_TIMELINE_PARTITION.key(org, String(item.id))] }
          : {},
    },
  ],
};
