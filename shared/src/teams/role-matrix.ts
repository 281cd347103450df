import type { TeamRole } from '../auth/roles';
import { ALL_RECORDS_ROLE } from './lead-rules';

/**
 * The role matrix, written once: each capability and the lowest role that has it (each role has
 * everything the roles below it have). The Team page's Settings tab shows it; `routes` names the
 * rows of the route table (functions/src/routes.ts) whose minimum role is this capability's, and a
 * unit test holds the two together.
 */
export interface Capability {
  id: string;
  label: string;
  lowestRole: TeamRole;
  /** Route keys ("METHOD /path") whose `access` is `lowestRole` because of this capability. */
  routes: readonly string[];
}

export const ROLE_MATRIX = [
  {
    id: 'own-leads',
    label: 'Work the leads assigned to them or owned by them, and unassigned leads',
    lowestRole: 'member',
    routes: ['GET /api/team/assignments', 'POST /api/team/assignments/{id}/complete'],
  },
  {
    id: 'see-team',
    label: 'See the team: members, their roles and the organization',
    lowestRole: 'member',
    routes: ['GET /api/team/members', 'GET /api/team/settings'],
  },
  {
    id: 'see-integrations',
    label: 'See the lead sources: webhook URLs, their deliveries and field mappings',
    lowestRole: 'member',
    routes: [
      'GET /api/integrations/webhook-urls',
      'GET /api/integrations/webhooks/{source}/deliveries',
      'GET /api/integrations/webhooks/{source}/field-mapping',
    ],
  },
  {
    id: 'leave',
    label: 'Leave the organization (everyone but the owner)',
    lowestRole: 'member',
    routes: ['POST /api/organizations/leave'],
  },
  {
    id: 'all-records',
    label: 'View and edit all records, assign leads, see reports',
    lowestRole: ALL_RECORDS_ROLE,
    routes: [
      'POST /api/team/assign-lead',
      'POST /api/team/assign-leads',
      'PUT /api/team/assignments/{id}',
    ],
  },
  {
    id: 'manage-members',
    label: 'Invite members, change their roles and remove them',
    lowestRole: 'admin',
    routes: [
      'GET /api/team/invitations',
      'POST /api/team/invite',
      'POST /api/team/invitations/{id}/resend',
      'DELETE /api/team/invitations/{id}',
      'PUT /api/team/members/{id}',
      'DELETE /api/team/members/{id}',
    ],
  },
  {
    id: 'settings',
    label: 'Change organization settings, custom fields, integrations and the AI agent',
    lowestRole: 'admin',
    routes: [
      'PUT /api/team/settings',
      'POST /api/custom-fields',
      'PUT /api/custom-fields/{id}',
      'DELETE /api/custom-fields/{id}',
      'POST /api/integrations/webhook-key/rotate',
      'PUT /api/integrations/webhook-settings',
      'PUT /api/integrations/webhooks/{source}/field-mapping',
      'POST /api/settings/ai-agent',
      'POST /api/settings/ai-agent/training-files',
      'POST /api/settings/ai-agent/training-files/{id}/complete',
      'DELETE /api/settings/ai-agent/training-files/{id}',
    ],
  },
  {
    id: 'provider-keys',
    label: 'See and change the provider keys (OpenAI, Twilio) and test them',
    lowestRole: 'admin',
    routes: [
      'GET /api/settings/security',
      'POST /api/settings/security',
      'POST /api/settings/security/test-connection',
    ],
  },
  {
    id: 'billing',
    label: 'Billing and deleting the organization',
    lowestRole: 'owner',
    routes: [],
  },
] as const satisfies readonly Capability[];

/** What the matrix cannot say in a row: the limits on changing other members. */
export const ROLE_MATRIX_NOTES = [
  'Only the owner may make someone an admin, or change or remove an admin.',
  "Nobody changes their own role or the owner's; the owner cannot leave.",
] as const;
