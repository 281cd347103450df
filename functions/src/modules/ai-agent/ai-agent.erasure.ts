import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import { aiAgentPartition } from './ai-agent.entity';

/** The AI agent's settings and training files, and the calling settings beside them. */
export const aiAgentErasure: ErasureDeclaration = {
  module: 'ai-agent',
  partitions: [{ pattern: 'ORG#<org>#AIAGENT', of: (org) => [aiAgentPartition(org)] }],
};
