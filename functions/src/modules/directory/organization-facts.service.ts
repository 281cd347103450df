import type { PlanId } from '@salesflow/shared/auth/auth-user';
import {
  findOrganization,
  type Organization,
  organizationOf,
} from '../organizations/organizations.service';
import { getUser, type UserRecord } from './account.repository';

/** The plan an organization is on: its owner's (who pays), with the date it started. */
export interface PlanFacts {
  plan: PlanId;
  planStartDate: string;
}

export const planFactsOf = (
  organization: Pick<Organization, 'createdAt'> | null,
  owner: Pick<UserRecord, 'currentPlan' | 'planStartDate' | 'createdAt'> | null,
): PlanFacts => ({
  plan: owner?.currentPlan ?? 'trial',
  planStartDate:
    owner?.planStartDate ?? owner?.createdAt ?? organization?.createdAt ?? new Date().toISOString(),
});

/** The plan the organization is on (a trial for one that is gone). */
export const organizationPlanFacts = async (organizationId: string): Promise<PlanFacts> => {
  const organization = await findOrganization(organizationId);
  const owner = organization ? await getUser(organization.ownerId) : null;
  return planFactsOf(organization, owner);
};

/** An organization read once with the plan it is on: what a lead, an import or a call needs. */
export interface OrganizationContext {
  organization: Organization;
  plan: PlanFacts;
}

/**
 * The organization and its plan, from one read of its profile and one of its owner's, or 404
 * when it is gone: a webhook lead, an import and a call load this once and hand it on.
 */
export const organizationContext = async (organizationId: string): Promise<OrganizationContext> => {
  const organization = await organizationOf(organizationId);
  return { organization, plan: planFactsOf(organization, await getUser(organization.ownerId)) };
};
