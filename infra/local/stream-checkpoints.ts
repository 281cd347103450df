import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Where each projector stands in each shard of the table's stream: the last record it has been
 * through (applied, or given up to its dead-letter queue), and whether the shard is finished. The
 * local stream poller writes it after every batch; `npm start` keeps it under the data folder, so
 * a restart goes on after the last record handled (a batch cut short by a kill comes again: at
 * least once), and tests keep it in memory.
 */
export interface ShardCheckpoint {
  /** The last sequence number handled; absent: from the oldest record kept. */
  seq?: string;
  /** Closed and handled to its end. */
  ended?: boolean;
}

export interface CheckpointStore {
  get(projector: string, shardId: string): ShardCheckpoint | undefined;
  set(projector: string, shardId: string, checkpoint: ShardCheckpoint): void;
  /** Everything, by projector then shard. */
  all(): Record<string, Record<string, ShardCheckpoint>>;
}

export const memoryCheckpoints = (
  initial: Record<string, Record<string, ShardCheckpoint>> = {},
): CheckpointStore => {
  const state: Record<string, Record<string, ShardCheckpoint>> = structuredClone(initial);
  return {
    get: (projector, shardId) => state[projector]?.[shardId],
    set: (projector, shardId, checkpoint) => {
      state[projector] = { ...state[projector], [shardId]: checkpoint };
    },
    all: () => structuredClone(state),
  };
};

/**
 * Kept in one JSON file, replaced whole on every change (written beside it, then renamed over it,
 * so a kill leaves the old file or the new one, never half of one).
 */
export const fileCheckpoints = (file: string): CheckpointStore => {
  const read = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, ShardCheckpoint>>)
    : {};
  const memory = memoryCheckpoints(read);
  mkdirSync(dirname(file), { recursive: true });
  return {
    get: memory.get,
    all: memory.all,
    set: (projector, shardId, checkpoint) => {
      memory.set(projector, shardId, checkpoint);
      const next = `${file}.next`;
      writeFileSync(next, JSON.stringify(memory.all(), null, 1));
      renameSync(next, file);
    },
  };
};
