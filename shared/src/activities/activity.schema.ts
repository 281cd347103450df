import * as z from 'zod/mini';
import { cursorField, limitField } from '../text/paging';
import { optionalText, requiredText } from '../text/text-fields';

export const ACTIVITY_TYPES = [
  'contact_created',
  'contact_updated',
  'deal_created',
  'deal_updated',
  'deal_stage_changed',
  'deal_deleted',
  'call',
  /**
   * A demo AI call: scripted, it reached nobody. On the timeline, but no call to the lead: it
   * never moves the last contact, counts among calls logged or speaks for the lead's score.
   */
  'demo_call',
  'email',
  'whatsapp',
  'note',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The activities entity (spec section 3), newest first on a contact's timeline. */
export interface Activity {
  id: string;
  organizationId: string;
  userId: string | null;
  contactId: string | null;
  dealId: string | null;
  type: ActivityType;
  subject: string;
  description: string | null;
  /** Seconds, for calls. */
  duration: number | null;
  outcome: string | null;
  createdAt: string;
}

/** What a user may log by hand on a contact: a note or a call they made. */
const DURATION_MESSAGE = 'Duration must be whole seconds';

export const activityInputSchema = z.object({
  type: z.enum(['note', 'call'], { error: 'Type must be note or call' }),
  subject: requiredText('Subject', 200),
  description: optionalText(5000, 'multi'),
  duration: z.pipe(
    z.nullish(
      z
        .number({ error: DURATION_MESSAGE })
        .check(
          z.int({ error: DURATION_MESSAGE }),
          z.minimum(0, DURATION_MESSAGE),
          z.maximum(86_400, 'Duration must be at most a day'),
        ),
    ),
    z.transform((v) => v ?? null),
  ),
  outcome: optionalText(100),
});
export type ActivityInput = z.input<typeof activityInputSchema>;

export const activityListQuerySchema = z.object({
  limit: z._default(limitField(100), 20),
  cursor: cursorField,
});

export interface ActivityPage {
  items: Activity[];
  nextCursor: string | null;
}
