import type { Projection } from './projector';

/**
 * Several modules' item projections as one (one projector serves them all: a stream shard serves
 * at most two readers). Each change belongs to the first part that follows it; a source's changes
 * go to that part's `writes`. Parts must name their sources apart (a source string is the group).
 */
export const composedProjection = (name: string, parts: readonly Projection[]): Projection => {
  const partOf = (change: Parameters<Projection['sourceOf']>[0]) =>
    parts.find((part) => part.sourceOf(change) !== null);
  return {
    name,
    sourceOf: (change) => partOf(change)?.sourceOf(change) ?? null,
    writes: (changes) => {
      const first = changes[0];
      return first ? (partOf(first)?.writes(changes) ?? []) : [];
    },
    writtenAt: (change) => partOf(change)?.writtenAt?.(change),
  };
};
