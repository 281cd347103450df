import * as z from 'zod/mini';

const id = z.string().check(z.minLength(1));

/**
 * Message on the lead-scores queue: a contact whose evidence moved (an activity logged, a deal
 * created, moved or deleted). It says only which contact: the worker reads the evidence as it is
 * now, so a message that comes twice, late or out of order changes nothing.
 */
export const leadScoreRequestSchema = z.object({
  organizationId: id,
  contactId: id,
  /** The organization's time zone, for the month its qualified-leads counter moves in. */
  timezone: z.optional(z.string()),
});
export type LeadScoreRequest = z.infer<typeof leadScoreRequestSchema>;
