import type { TeamRole } from '@salesflow/shared/auth/roles';
import type { OrganizationSummary } from '@salesflow/shared/teams/team.schema';
import { useOrganizations } from '../api/get-organizations';

export interface CurrentMembership {
  /** The organization the session works on; undefined while loading or when there is none. */
  organization: OrganizationSummary | undefined;
  /** The caller's role there; the lowest role until it is known, so nothing is offered early. */
  role: TeamRole;
  organizations: OrganizationSummary[];
  query: ReturnType<typeof useOrganizations>;
}

/** The caller's organization and role in it, from GET /api/organizations (`current`, `role`). */
export const useCurrentMembership = (): CurrentMembership => {
  const query = useOrganizations();
  const organizations = query.data ?? [];
  const organization = organizations.find((org) => org.current) ?? organizations[0];
  return { organization, role: organization?.role ?? 'member', organizations, query };
};
