import { contactRoomProblem } from '@salesflow/shared/plans/plan-upgrades';
import { effectivePlan } from '@salesflow/shared/plans/plans';
import { LimitExceededError } from '../../platform/errors';
import { organizationPlanFacts } from '../directory/organization-facts.service';
import { type RoomClaim, readContactUsage } from './contacts.repository';

export type PlanFacts = Awaited<ReturnType<typeof organizationPlanFacts>>;

/** No place was left under the plan's limit when the contact's own create claimed one. */
export class ContactRoomTakenError extends LimitExceededError {}

export interface ContactRoom {
  /** Takes a place for one more contact, or answers why none is left (a first look: see below). */
  take: () => string | null;
  /** Gives back a place taken for a contact that was not saved after all. */
  release: () => void;
  /**
   * What a create claims in its own transaction on a plan with a limit (null: no limit): it fails
   * with ContactRoomTakenError when the plan is full by then.
   */
  claim: RoomClaim | null;
}

/**
 * The room the organization's plan leaves for new contacts, and the guard that keeps it exact.
 *
 * How the limit holds under concurrency: the organization's usage item (contact.entity.ts,
 * contactUsageKey) counts its contacts as the limit sees them. On a plan with a limit, each create
 * claims its place in the same transaction as the contact: ADD 1 to `used` on the condition
 * `used < limit`. DynamoDB applies conditional updates of one item one after the other, so however
 * many creators race at the edge (the form, webhooks, held leads released, an import), exactly
 * `limit - used` of them win; the others' transactions are cancelled whole (no contact, no email
 * claim) and they hold the lead or answer 402. A deletion gives the place back through the stream
 * (contact-counters.projection.ts: -1), as do creates that claimed nothing (no limit then): so a
 * plan taken down later still counts every contact. An import's rows claim their places a few
 * dozen at once, in the transaction that writes them: ADD k on the condition `used <= limit - k`
 * (contacts.repository.ts, insertContactsInBulk), so they too never pass the limit together with
 * any other creator. Only plans with a limit claim (at most 2,500 contacts, so the
 * item takes few writes); the busiest organizations, without a limit, never write it.
 *
 * `take` is a first look, counted once (an import takes a place per row): `used` read once.
 */
export const contactRoom = async (
  organizationId: string,
  /** The plan as the caller knows it (a webhook's memory): not read again. */
  known?: PlanFacts,
): Promise<ContactRoom> => {
  const facts = known ?? (await organizationPlanFacts(organizationId));
  const plan = effectivePlan(facts.plan, facts.planStartDate);
  const limit = plan.expired ? 0 : plan.limits.contactLimit;
  let used = limit !== null ? await readContactUsage(organizationId) : 0;
  return {
    take: () => {
      const problem = contactRoomProblem(plan, used, 1);
      if (!problem) used += 1;
      return problem;
    },
    release: () => {
      used -= 1;
    },
    claim:
      limit === null
        ? null
        : {
            limit,
            error: () =>
              new ContactRoomTakenError(
                contactRoomProblem(plan, Math.max(limit, used), 1) ??
                  'Your plan has no room for more contacts.',
              ),
          },
  };
};

/** How many new contacts the plan has room for now: none once the trial ended, null for no limit. */
export const contactRoomLeft = async (organizationId: string): Promise<number | null> => {
  const facts = await organizationPlanFacts(organizationId);
  const plan = effectivePlan(facts.plan, facts.planStartDate);
  if (plan.expired) return 0;
  const limit = plan.limits.contactLimit;
  if (limit === null) return null;
  return Math.max(0, limit - (await readContactUsage(organizationId)));
};
