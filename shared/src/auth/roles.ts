/**
 * Team roles, lowest first. Each role may do everything the roles before it may (document 2,
 * "Team management"); the route table names the lowest role a route needs and the server
 * enforces it. Invitations may give member, manager or admin, never owner.
 */
export const TEAM_ROLES = ['member', 'manager', 'admin', 'owner'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const INVITABLE_ROLES = ['member', 'manager', 'admin'] as const satisfies TeamRole[];

export const isTeamRole = (value: unknown): value is TeamRole =>
  typeof value === 'string' && (TEAM_ROLES as readonly string[]).includes(value);

/** True when `role` is `minimum` or above it. */
export const roleAtLeast = (role: TeamRole, minimum: TeamRole): boolean =>
  TEAM_ROLES.indexOf(role) >= TEAM_ROLES.indexOf(minimum);

/** The roles below `minimum`: those a route that needs `minimum` refuses. */
export const rolesBelow = (minimum: TeamRole): TeamRole[] =>
  TEAM_ROLES.slice(0, TEAM_ROLES.indexOf(minimum));
