import {
  type ErasureDeclaration,
  organizationPartition,
} from '../../platform/data/erasure-declaration';
import { CUSTOM_FIELDS_PARTITION } from './custom-field.entity';

/** The organization's custom fields: one partition. (Their values live on the records.) */
export const customFieldsErasure: ErasureDeclaration = {
  module: 'custom-fields',
  partitions: [organizationPartition(CUSTOM_FIELDS_PARTITION)],
};
