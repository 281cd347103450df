import { getOrganization, getUser } from './account.repository';

/**
 * The dates billing periods renew on each month: the user's plan start (else their sign-up), and
 * the organization's creation, until billing gives it a date of its own.
 */
export const billingAnchors = async (
  userId: string,
  organizationId: string,
): Promise<{ user: string; organization: string }> => {
  const [user, organization] = await Promise.all([
    getUser(userId),
    getOrganization(organizationId),
  ]);
  const now = new Date().toISOString();
  return {
    user: user?.planStartDate ?? user?.createdAt ?? now,
    organization: organization?.createdAt ?? now,
  };
};

/** The user's billing anchor alone. */
export const userBillingAnchor = async (userId: string): Promise<string> => {
  const user = await getUser(userId);
  return user?.planStartDate ?? user?.createdAt ?? new Date().toISOString();
};
