/**
 * A busy organization writes faster than one partition takes (DESIGN.md, "Data"), so its
 * contacts are spread over a fixed number of partitions, chosen from the record id.
 */
export const SHARD_COUNT = 8;

/** FNV-1a over the id: stable across processes and languages. */
export const shardOf = (id: string, shards = SHARD_COUNT): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % shards;
};

export const allShards = (shards = SHARD_COUNT): number[] =>
  Array.from({ length: shards }, (_, i) => i);
