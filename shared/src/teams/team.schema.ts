import * as z from 'zod/mini';
import { INVITABLE_ROLES, type TeamRole } from '../auth/roles';

/** An organization's id (a ULID) in a body or a path: never free text. */
const organizationIdField = z
  .string({ error: 'Choose an organization' })
  .check(
    z.minLength(1, 'Choose an organization'),
    z.maxLength(64, 'Not a valid organization id'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid organization id'),
  );

const INVITE_EMAIL_MAX = 254;

/** The invitee's address: trimmed and lower-cased, as the invitation and its sign-in match it. */
const inviteEmailField = z.pipe(
  z
    .string({ error: 'Email Address is required' })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, 'Email Address is required'),
      z.maxLength(INVITE_EMAIL_MAX, `Email must be at most ${INVITE_EMAIL_MAX} characters`),
    ),
  z.email('Enter a valid email address'),
);

const invitableRoleField = z.enum(INVITABLE_ROLES, {
  error: 'Role must be member, manager or admin',
});

/** POST /api/team/invite and the Invite Member dialog (document 2, "Invite payload"). */
export const inviteMemberSchema = z.object({
  email: inviteEmailField,
  role: z._default(invitableRoleField, 'member'),
  organizationId: organizationIdField,
});
export type InviteMemberInput = z.output<typeof inviteMemberSchema>;

/** PUT /api/team/members/{id}: the new role; nobody is made owner this way. */
export const changeMemberRoleSchema = z.object({ role: invitableRoleField });

/**
 * POST /api/organizations/switch and /leave: the organization meant. Leaving names it too, so a
 * page left open on one organization never leaves the one another tab switched to.
 */
export const organizationChoiceSchema = z.object({ organizationId: organizationIdField });

/** `{token}` of an invitation link: 32 random bytes, base64url. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const invitationTokenParamSchema = z.object({
  token: z
    .string({ error: 'This invitation link is not valid' })
    .check(z.regex(INVITATION_TOKEN_PATTERN, 'This invitation link is not valid')),
});

/** Days an invitation link works. */
export const INVITATION_DAYS = 7;

/** Member limit of an organization until plans set it (document 1, organizations). */
export const DEFAULT_MAX_MEMBERS = 10;

export type MemberStatus = 'active';
export type InvitationStatus = 'pending' | 'expired' | 'revoked' | 'accepted';

/** One of the caller's organizations (GET /api/organizations; the current one first). */
export interface OrganizationSummary {
  id: string;
  name: string;
  plan: string;
  maxMembers: number;
  /** Active members. */
  currentMembers: number;
  /** Invitations waiting for an answer; each holds a seat until accepted or revoked. */
  pendingInvitations: number;
  /** The caller's role in it. */
  role: TeamRole;
  /** The organization the caller's session works on. */
  current: boolean;
}

/** Document 2, "Team member". `id` is the member's user id. */
export interface TeamMember {
  id: string;
  role: TeamRole;
  status: MemberStatus;
  joinedAt: string;
  user: { firstName: string | null; lastName: string | null; email: string };
}

/** GET /api/team/invitations: an invitation still open (pending, or expired and not revoked). */
export interface TeamInvitation {
  id: string;
  email: string;
  role: TeamRole;
  status: InvitationStatus;
  invitedBy: { id: string; name: string };
  createdAt: string;
  expiresAt: string;
}

/** GET /api/invitations/{token}: what the invite page may show, and nothing else. */
export interface InvitationPreview {
  organizationName: string;
  inviterName: string;
  role: TeamRole;
  email: string;
  status: InvitationStatus;
  expiresAt: string;
}

/** What joining or switching answers: the organization the session now works on. */
export interface CurrentOrganization {
  id: string;
  name: string;
}
