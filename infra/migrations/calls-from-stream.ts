import { markCountedFromStream } from './mark-counted-from-stream';

/**
 * AI calls' report counters, the platform's AI calls and the held-call entries come from the
 * table's stream now (modules/ai-calls/call-counters.projection.ts), which counts only marked
 * calls.
 */
export const callsFromStreamMigration = markCountedFromStream(
  '2026-12-05-calls-from-stream',
  "Mark AI calls whose figures were kept by their transaction, for the stream's projector",
  ['aiCall'],
);
