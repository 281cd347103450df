import { scoreTranscript } from '@salesflow/shared/calls/transcript-scorer';
import type { CallRecord } from '../ai-call.entity';

/**
 * A call that ends with a transcript and no score at all is scored by the built-in transcript
 * scorer (shared/src/calls), as when no LLM key is set; a score the caller sent (the demo's fixed
 * values) is kept as it is, and so is a call that ends with no words (nothing to judge).
 */
export const scoredCall = (call: CallRecord): CallRecord => {
  const unscored =
    call.outcome === null &&
    call.sentiment === null &&
    call.aiScore === null &&
    call.confidence === null;
  if (!unscored || !call.transcript?.trim()) return call;
  return { ...call, ...scoreTranscript(call.transcript), scoredBy: 'rules' };
};
