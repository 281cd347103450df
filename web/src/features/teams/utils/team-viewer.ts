import { roleAtLeast, type TeamRole } from '@salesflow/shared/auth/roles';
import { ROLE_MATRIX } from '@salesflow/shared/teams/role-matrix';
import type { OrganizationSummary } from '@salesflow/shared/teams/team.schema';

/** Who is looking at the Team page: their user id, role and organization. */
export interface TeamViewer {
  id: string;
  role: TeamRole;
  organization: OrganizationSummary | undefined;
}

type CapabilityId = (typeof ROLE_MATRIX)[number]['id'];

/** Whether the viewer's role has a capability of the role matrix (what the server allows). */
export const can = (viewer: Pick<TeamViewer, 'role'>, capability: CapabilityId): boolean => {
  const row = ROLE_MATRIX.find((entry) => entry.id === capability);
  return row ? roleAtLeast(viewer.role, row.lowestRole) : false;
};
