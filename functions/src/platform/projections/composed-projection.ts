import type { Projection } from './projector';
import type { StreamChange } from './stream-change';

/**
 * Several modules' item projections as one (one projector serves them all: a stream shard serves
 * at most two readers). Each change belongs to the first part that follows it; a source's changes
 * go to that part's `writes`, its source named with the part's place (two parts never share one).
 */
export const composedProjection = (name: string, parts: readonly Projection[]): Projection => {
  const partOf = (change: StreamChange) => parts.find((part) => part.sourceOf(change) !== null);
  return {
    name,
    sourceOf: (change) => {
      for (const [index, part] of parts.entries()) {
        const source = part.sourceOf(change);
        if (source !== null) return `${index}|${source}`;
      }
      return null;
    },
    writes: (changes) => {
      const first = changes[0];
      return first ? (partOf(first)?.writes(changes) ?? []) : [];
    },
    writtenAt: (change) => partOf(change)?.writtenAt?.(change),
  };
};
