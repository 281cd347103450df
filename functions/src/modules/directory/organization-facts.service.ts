import type { PlanId } from '@salesflow/shared/auth/auth-user';
import { getOrganization, getUser } from './account.repository';

/** What other modules read of an organization without a session: its time zone, and who pays. */
export const organizationTimezone = async (organizationId: string): Promise<string> =>
  (await getOrganization(organizationId))?.timezone ?? 'Asia/Kolkata';

/** The plan the organization is on: its owner's (who pays), with the date it started. */
export const organizationPlanFacts = async (
  organizationId: string,
): Promise<{ plan: PlanId; planStartDate: string }> => {
  const organization = await getOrganization(organizationId);
  const owner = organization ? await getUser(organization.ownerId) : null;
  return {
    plan: owner?.currentPlan ?? 'trial',
    planStartDate:
      owner?.planStartDate ??
      owner?.createdAt ??
      organization?.createdAt ??
      new Date().toISOString(),
  };
};

/** The organization's name (the agent introduces itself as calling from it). */
export const organizationName = async (organizationId: string): Promise<string> =>
  (await getOrganization(organizationId))?.name ?? '';

/** Who owns the organization (who pays; scheduled calls are placed in their name). */
export const organizationOwnerId = async (organizationId: string): Promise<string | null> =>
  (await getOrganization(organizationId))?.ownerId ?? null;
