import { contactRoomProblem } from '@salesflow/shared/plans/plan-upgrades';
import { effectivePlan } from '@salesflow/shared/plans/plans';
import { LimitExceededError } from '../../platform/errors';
import { organizationPlanFacts } from '../auth/organization-facts.service';
import { countContacts } from './contacts.repository';

export type PlanFacts = Awaited<ReturnType<typeof organizationPlanFacts>>;

export interface ContactRoom {
  /** Takes a place for one more contact, or answers why none is left. */
  take: () => string | null;
  /** Gives back a place taken for a contact that was not saved after all. */
  release: () => void;
}

/**
 * The room the organization's plan leaves for new contacts, counted once: an import takes a place
 * per row. The count is the organization's contact counters, so two creators racing at the edge
 * may pass the limit by the few contacts they add at once.
 */
export const contactRoom = async (
  organizationId: string,
  /** The plan as the caller knows it (a webhook's memory): not read again. */
  known?: PlanFacts,
): Promise<ContactRoom> => {
  const facts = known ?? (await organizationPlanFacts(organizationId));
  const plan = effectivePlan(facts.plan, facts.planStartDate);
  const counted = plan.expired || plan.limits.contactLimit !== null;
  let used = counted ? await countContacts(organizationId) : 0;
  return {
    take: () => {
      const problem = contactRoomProblem(plan, used, 1);
      if (!problem) used += 1;
      return problem;
    },
    release: () => {
      used -= 1;
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
  return Math.max(0, limit - (await countContacts(organizationId)));
};

/** One more contact fits the plan, or a 402 naming the limit and the plan that lifts it. */
export const assertContactRoom = async (organizationId: string): Promise<void> => {
  const problem = (await contactRoom(organizationId)).take();
  if (problem) throw new LimitExceededError(problem);
};
