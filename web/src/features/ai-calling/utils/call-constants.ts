import type { AiCallUpdate } from '@salesflow/shared/ai-calls/ai-call.schema';

/** The call timer ticks once a second (document 1, §9). */
export const TIMER_TICK_MS = 1000;

/** A demo line is spoken every 2 s of the call. */
export const LINE_EVERY_SECONDS = 2;

/** What ends every demo call: fixed by document 1, §4 and §9. */
export const DEMO_COMPLETION = {
  outcome: 'interested',
  sentiment: 'positive',
  aiScore: 85,
  confidence: 0.92,
} as const satisfies AiCallUpdate;

/** The fixed live confidence display during a demo call. */
export const LIVE_CONFIDENCE_LABEL = 'AI Confidence: 95%';

/** A real call's record is read this often while the panel follows it. */
export const FOLLOW_CALL_EVERY_MS = 1000;
