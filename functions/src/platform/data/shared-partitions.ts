import { keyShape } from './key-shape';

/**
 * Partitions that more than one module writes into, declared here because a module reads another
 * only through its service (key-shape.ts: every shape is declared once).
 */

/**
 * The organization's own partition: its profile (modules/organizations) and members
 * (auth/identity.entity.ts), and one item each of many modules' settings, claims and records
 * beside them.
 */
export const ORGANIZATION_PARTITION = keyShape('ORG#<org>');

/**
 * The organization's statistics: the deal counters, the AI call usage counters and the reports'
 * counters.
 */
export const ORGANIZATION_STATS_PARTITION = keyShape('ORG#<org>#STATS');

/** The counters kept per holder of leads, contacts' and deals' (`NONE`: the unassigned pool). */
export const HOLDER_STATS_PARTITION = keyShape('ORG#<org>#STATS#HOLDER#<holder>');

/** The AI agent's settings and training files, and the calling settings beside them. */
export const AI_AGENT_PARTITION = keyShape('ORG#<org>#AIAGENT');
