import {
  type ErasureDeclaration,
  organizationPartition,
} from '../../platform/data/erasure-declaration';
import { VIEWS_PARTITION } from './view.entity';

/** Saved views: the organization's one views partition. */
export const viewsErasure: ErasureDeclaration = {
  module: 'views',
  partitions: [organizationPartition(VIEWS_PARTITION)],
};
