import {
  admin,
  emailing,
  member,
  type RouteDefinition,
  sending,
  user,
} from '../../platform/http/route-table';

/**
 * Organizations, members and invitations. The minimum roles are the role matrix's
 * (shared/src/teams/role-matrix.ts; a unit test holds them together).
 */
export const teamsRoutes: readonly RouteDefinition[] = [
  user('GET', '/api/organizations', 'teams/list-organizations'),
  user('POST', '/api/organizations/switch', 'teams/switch-organization'),
  // A member who goes leaves their leads to the team (member-departures).
  sending(
    member('POST', '/api/organizations/leave', 'teams/leave-organization'),
    'member-departures',
  ),
  member('GET', '/api/team/members', 'teams/list-members'),
  admin('PUT', '/api/team/members/{id}', 'teams/change-member-role'),
  sending(admin('DELETE', '/api/team/members/{id}', 'teams/remove-member'), 'member-departures'),
  admin('GET', '/api/team/invitations', 'teams/list-invitations'),
  emailing(admin('POST', '/api/team/invite', 'teams/invite-member')),
  emailing(admin('POST', '/api/team/invitations/{id}/resend', 'teams/resend-invitation')),
  admin('DELETE', '/api/team/invitations/{id}', 'teams/revoke-invitation'),
  member('GET', '/api/team/settings', 'teams/get-team-settings'),
  admin('PUT', '/api/team/settings', 'teams/update-team-settings'),
  // The invite page reads its invitation before anyone signs in: the link's token is the key.
  {
    method: 'GET',
    path: '/api/invitations/{token}',
    handler: 'modules/teams/get-invitation.handler',
    access: 'public',
    table: 'read',
  },
];
