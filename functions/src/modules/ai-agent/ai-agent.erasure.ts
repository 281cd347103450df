import {
  type ErasureDeclaration,
  organizationPartition,
} from '../../platform/data/erasure-declaration';
import { AI_AGENT_PARTITION } from '../../platform/data/shared-partitions';

/** The AI agent's settings and training files, and the calling settings beside them. */
export const aiAgentErasure: ErasureDeclaration = {
  module: 'ai-agent',
  partitions: [organizationPartition(AI_AGENT_PARTITION)],
};
