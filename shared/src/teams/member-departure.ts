import * as z from 'zod/mini';

/** On the member-departures queue: a member who left (or was removed from) an organization. */
export const memberDepartureSchema = z.object({
  organizationId: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  /** Their name, for the contacts' timelines. */
  name: z.string(),
  /** The member the admin chose to take their leads; without one they go to the unassigned. */
  leadsTo: z.optional(z.string().check(z.minLength(1))),
  /** The worker's last look, a few seconds after the leads ran out (member-departure.worker.ts). */
  lookedAgain: z.optional(z.boolean()),
});

/** DELETE /api/team/members/{id}?leadsTo={memberId}: who takes the removed member's leads. */
export const removeMemberQuerySchema = z.object({
  leadsTo: z.optional(
    z
      .string({ error: 'Not a valid id' })
      .check(
        z.minLength(1, 'Not a valid id'),
        z.maxLength(64, 'Not a valid id'),
        z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid id'),
      ),
  ),
});
export type MemberDeparture = z.output<typeof memberDepartureSchema>;
