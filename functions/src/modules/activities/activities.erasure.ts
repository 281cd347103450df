import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import { timelinePartition } from './activity.entity';

/**
 * Timelines (activity.entity.ts): a contact's activities in a partition of its own, a deal's
 * without a contact in one of the deal's. Found from the contact or the deal they belong to.
 */
export const activitiesErasure: ErasureDeclaration = {
  module: 'activities',
  derived: [
    {
      pattern: 'ORG#<org>#CONTACTACT#<contact>',
      from: (item, org) =>
        item.type === 'contact'
          ? { partitions: [timelinePartition(org, { contactId: String(item.id), dealId: null })] }
          : {},
    },
    {
      pattern: 'ORG#<org>#DEALACT#<deal>',
      from: (item, org) =>
        item.type === 'deal'
          ? { partitions: [timelinePartition(org, { contactId: null, dealId: String(item.id) })] }
          : {},
    },
  ],
};
