import {
  type ErasureDeclaration,
  organizationPartition,
} from '../../platform/data/erasure-declaration';
import { TAG_COLOURS_PARTITION } from './tag-colour.entity';

/** Tag colours: the organization's one partition. */
export const tagColoursErasure: ErasureDeclaration = {
  module: 'tag-colours',
  partitions: [organizationPartition(TAG_COLOURS_PARTITION)],
};
