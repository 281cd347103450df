import * as z from 'zod/mini';
import type { LeadHolding } from '../teams/lead-rules';

/** Call queue sizes of document 1 section 9: 8 on the AI Calling screen, 5 on the simple panel. */
export const CALL_QUEUE_SIZE = 8;
export const SIMPLE_CALL_QUEUE_SIZE = 5;
/** The simple panel lists only leads scoring above this. */
export const SIMPLE_QUEUE_MIN_SCORE = 71;

const LIMIT_MESSAGE = 'Limit must be a whole number from 1 to 20';
const SCORE_MESSAGE = 'Minimum score must be a whole number from 0 to 100';

/** GET /api/ai-calling/queue: contacts with a phone, score descending. */
export const callQueueQuerySchema = z.object({
  limit: z._default(
    z.coerce
      .number({ error: LIMIT_MESSAGE })
      .check(
        z.int({ error: LIMIT_MESSAGE }),
        z.minimum(1, LIMIT_MESSAGE),
        z.maximum(20, LIMIT_MESSAGE),
      ),
    CALL_QUEUE_SIZE,
  ),
  minScore: z._default(
    z.coerce
      .number({ error: SCORE_MESSAGE })
      .check(
        z.int({ error: SCORE_MESSAGE }),
        z.minimum(0, SCORE_MESSAGE),
        z.maximum(100, SCORE_MESSAGE),
      ),
    0,
  ),
});

/**
 * One contact waiting for a call, with who holds it (its assignee, null: unassigned, and who added
 * it) so the app offers calling only where the server allows it (shared/src/teams/lead-rules.ts).
 */
export interface CallQueueEntry extends LeadHolding {
  id: string;
  name: string;
  company: string | null;
  phone: string;
  score: number;
  /** Chosen by the user for auto-calling (the contacts list's bulk action): called first. */
  chosen?: true;
}
