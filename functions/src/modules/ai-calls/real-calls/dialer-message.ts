import * as z from 'zod/mini';

/** A message on the dialer queue: this call's try `attempt`, to place once. */
export const dialerMessageSchema = z.object({
  organizationId: z.string().check(z.minLength(1)),
  callId: z.string().check(z.minLength(1)),
  attempt: z.number().check(z.int(), z.minimum(1)),
});
export type DialerMessage = z.infer<typeof dialerMessageSchema>;
