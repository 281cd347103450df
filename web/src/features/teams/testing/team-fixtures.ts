import type { TeamRole } from '@salesflow/shared/auth/roles';
import type { LeadAssignment } from '@salesflow/shared/teams/assignment.schema';
import type {
  InvitationPreview,
  OrganizationSummary,
  TeamInvitation,
  TeamMember,
} from '@salesflow/shared/teams/team.schema';
import type { TeamSettings } from '@salesflow/shared/teams/team-settings.schema';
import { json, type StubRoutes, signedIn, signedInUser } from '../../../testing/fetch-stub';

/** The signed-in test user (Priya, user-1) in org-1 with `role`. */
export const makeOrganization = (
  overrides: Partial<OrganizationSummary> = {},
): OrganizationSummary => ({
  id: 'org-1',
  name: 'Acme Sales',
  plan: 'starter',
  maxMembers: 10,
  currentMembers: 3,
  pendingInvitations: 1,
  role: 'member',
  current: true,
  ...overrides,
});

export const makeMember = (
  id: string,
  role: TeamRole,
  firstName: string | null,
  email: string,
): TeamMember => ({
  id,
  role,
  status: 'active',
  joinedAt: '2026-11-01T00:00:00.000Z',
  user: { firstName, lastName: null, email },
});

export const owner = makeMember('user-owner', 'owner', 'Omar', 'omar@acme.example');
export const otherAdmin = makeMember('user-admin', 'admin', 'Asha', 'asha@acme.example');
export const manager = makeMember('user-manager', 'manager', 'Manoj', 'manoj@acme.example');
export const member = makeMember('user-member', 'member', null, 'meena@acme.example');
/** The signed-in user as a member with `role`. */
export const me = (role: TeamRole) =>
  makeMember(signedInUser.id, role, signedInUser.firstName, signedInUser.email);

export const makeAssignment = (overrides: Partial<LeadAssignment> = {}): LeadAssignment => ({
  id: 'a-1',
  contactId: 'c-1',
  assignedTo: 'user-member',
  assignedBy: 'user-owner',
  organizationId: 'org-1',
  status: 'active',
  priority: 'high',
  notes: 'Call before Friday',
  assignedAt: '2026-11-20T09:30:00.000Z',
  completedAt: null,
  contact: { id: 'c-1', name: 'Aarav Mehta', company: 'Acme Traders', score: 85 },
  assignee: { id: 'user-member', firstName: 'Meena', lastName: 'Rao', email: 'meena@acme.example' },
  assigner: { id: 'user-owner', firstName: 'Omar', lastName: null, email: 'omar@acme.example' },
  ...overrides,
});

export const makeInvitation = (overrides: Partial<TeamInvitation> = {}): TeamInvitation => ({
  id: 'inv-1',
  email: 'new.hire@acme.example',
  role: 'member',
  status: 'pending',
  invitedBy: { id: 'user-owner', name: 'Omar' },
  createdAt: '2026-11-20T00:00:00.000Z',
  expiresAt: '2026-11-27T00:00:00.000Z',
  ...overrides,
});

export const makeSettings = (overrides: Partial<TeamSettings> = {}): TeamSettings => ({
  organizationId: 'org-1',
  name: 'Acme Sales',
  plan: 'starter',
  maxMembers: 10,
  currentMembers: 3,
  recordVisibility: 'all',
  roundRobinMemberIds: [],
  ...overrides,
});

export const makePreview = (overrides: Partial<InvitationPreview> = {}): InvitationPreview => ({
  organizationName: 'Acme Sales',
  inviterName: 'Omar Khan',
  role: 'manager',
  email: 'priya.sharma@example.com',
  status: 'pending',
  expiresAt: '2026-11-27T00:00:00.000Z',
  ...overrides,
});

/** A valid invitation token (43 base64url characters). */
export const TOKEN = 'A'.repeat(40) + 'x_-';

/**
 * The Team page's requests for a signed-in user with `role`: their organizations, the members, the
 * open invitations, the settings and the assignments (one list for every filter).
 */
export const teamRoutes = (
  role: TeamRole,
  {
    organizations = [makeOrganization({ role })],
    assignments = [makeAssignment()],
    members = [owner, me(role), member],
    settings = makeSettings(),
  }: {
    organizations?: OrganizationSummary[];
    assignments?: LeadAssignment[];
    members?: TeamMember[];
    settings?: TeamSettings;
  } = {},
): StubRoutes => ({
  'GET /api/auth/user': signedIn,
  'GET /api/organizations': () => json(200, organizations),
  'GET /api/team/members': () => json(200, members),
  'GET /api/team/invitations': () => json(200, [makeInvitation()]),
  'GET /api/team/settings': () => json(200, settings),
  'GET /api/team/assignments': () => json(200, assignments),
});
