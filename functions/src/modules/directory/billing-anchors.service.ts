import { getOrganization, getUser } from './account.repository';

/**
 * The dates billing periods renew on each month: the user's plan start (else their sign-up), and
 * the organization's billing date: its paid plan's start (the subscription's period), else its
 * creation while on the trial. AI-call limits reset on it.
 */
export const billingAnchors = async (
  userId: string,
  organizationId: string,
): Promise<{ user: string; organization: string }> => {
  const [user, organization] = await Promise.all([
    getUser(userId),
    getOrganization(organizationId),
  ]);
  const owner =
    organization && organization.ownerId !== userId ? await getUser(organization.ownerId) : user;
  const now = new Date().toISOString();
  const paidSince = owner && owner.currentPlan !== 'trial' ? owner.planStartDate : null;
  return {
    user: user?.planStartDate ?? user?.createdAt ?? now,
    organization: paidSince ?? organization?.createdAt ?? now,
  };
};

/** The user's billing anchor alone. */
export const userBillingAnchor = async (userId: string): Promise<string> => {
  const user = await getUser(userId);
  return user?.planStartDate ?? user?.createdAt ?? new Date().toISOString();
};
