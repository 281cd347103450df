import * as z from 'zod/mini';

/** On the member-departures queue: a member who left (or was removed from) an organization. */
export const memberDepartureSchema = z.object({
  organizationId: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  /** Their name, for the contacts' timelines. */
  name: z.string(),
});
export type MemberDeparture = z.output<typeof memberDepartureSchema>;
