import type { WriteRequest } from '../data/batch';
import type { Projection } from '../projections/projector';
import type { StreamChange } from '../projections/stream-change';
import { LOG_ENTRY, type LogEntry } from './answer-record';

const logEntryOf = (change: StreamChange): LogEntry | null => {
  const entry = change.after?.[LOG_ENTRY];
  if (!entry || typeof entry !== 'object') return null;
  const item = entry as Record<string, unknown>;
  return typeof item.pk === 'string' && typeof item.sk === 'string' ? (item as LogEntry) : null;
};

/**
 * The log entries answers carry (answer-record.ts), written beside them from the table's stream:
 * a webhook delivery's line on its source's page. An entry is a whole item from one version of
 * its answer, put as it is (the versioned-items guard of projector.ts: a replay writes the same
 * item); an answer's expiry (its deletion) leaves the entry to its own expiry.
 */
export const answerLogProjection: Projection = {
  name: 'answer-log',
  sourceOf: (change) => {
    const item = change.after ?? change.before;
    return item?.type === 'answer' ? `answer/${String(item.pk)}` : null;
  },
  writes: (changes) => {
    const entries = new Map<string, WriteRequest>();
    for (const change of changes) {
      const entry = logEntryOf(change);
      if (entry) entries.set(`${entry.pk}\u0000${entry.sk}`, { put: entry });
    }
    return [...entries.values()];
  },
};
