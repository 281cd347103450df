import { findOrganization } from '../organizations/organizations.service';
import { getUser } from './account.repository';
import { type PlanFacts, planFactsOf } from './organization-facts.service';

export interface BillingAnchors {
  user: string;
  organization: string;
}

/**
 * The dates billing periods renew on each month: the user's plan start (else their sign-up), and
 * the organization's billing date: its paid plan's start (the subscription's period), else its
 * creation while on the trial. AI-call limits reset on it. With them, the plan the organization is
 * on (its owner's): one read of the organization and of each person, for a call's allowance.
 */
export const billingOf = async (
  userId: string,
  organizationId: string,
): Promise<{ anchors: BillingAnchors; plan: PlanFacts }> => {
  const [user, organization] = await Promise.all([
    getUser(userId),
    findOrganization(organizationId),
  ]);
  const owner =
    organization && organization.ownerId !== userId ? await getUser(organization.ownerId) : user;
  const now = new Date().toISOString();
  const paidSince = owner && owner.currentPlan !== 'trial' ? owner.planStartDate : null;
  return {
    anchors: {
      user: user?.planStartDate ?? user?.createdAt ?? now,
      organization: paidSince ?? organization?.createdAt ?? now,
    },
    plan: planFactsOf(organization, organization ? owner : null),
  };
};

/** The billing anchors alone. */
export const billingAnchors = async (
  userId: string,
  organizationId: string,
): Promise<BillingAnchors> => (await billingOf(userId, organizationId)).anchors;

/** The user's billing anchor alone. */
export const userBillingAnchor = async (userId: string): Promise<string> => {
  const user = await getUser(userId);
  return user?.planStartDate ?? user?.createdAt ?? new Date().toISOString();
};
