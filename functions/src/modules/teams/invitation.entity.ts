import { createHash } from 'node:crypto';
import type { TeamRole } from '@salesflow/shared/auth/roles';
import type { InvitationStatus } from '@salesflow/shared/teams/team.schema';
import { keyShape } from '../../platform/data/key-shape';
import { ORGANIZATION_PARTITION } from '../../platform/data/shared-partitions';

/**
 * Key layout of invitations:
 * - `ORG#<org>` / `INVITE#<id>`: the invitation, beside the organization's profile and members,
 *   so the Team page lists them with one query (ids are ULIDs: newest last).
 * - `ORG#<org>#INVITEEMAIL#<email>` / `PENDING`: held by the one pending invitation of an address;
 *   a second invite of the address fails its conditional put.
 * - `INVITETOKEN#<sha256 of the token>` / `INVITATION`: the link's key. Only the hash is stored,
 *   like sessions, so a copy of the table holds no usable link. It outlives the link by a month
 *   (TTL), so an old link still says it expired or was used instead of "not valid".
 */
export const INVITE_PREFIX = 'INVITE#';

export const invitationKey = (organizationId: string, id: string) => ({
  pk: ORGANIZATION_PARTITION.key(organizationId),
  sk: `${INVITE_PREFIX}${id}`,
});

export const INVITATION_EMAIL_PARTITION = keyShape('ORG#<org>#INVITEEMAIL#<email>');

export const invitationEmailKey = (organizationId: string, email: string) => ({
  pk: INVITATION_EMAIL_PARTITION.key(organizationId, email.toLowerCase()),
  sk: 'PENDING',
});

export const hashInvitationToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

export const INVITATION_TOKEN_PARTITION = keyShape('INVITETOKEN#<token hash>');

export const invitationTokenKey = (tokenHash: string) => ({
  pk: INVITATION_TOKEN_PARTITION.key(tokenHash),
  sk: 'INVITATION',
});

const TOKEN_KEPT_AFTER_EXPIRY_SECONDS = 30 * 24 * 3600;

/**
 * As stored. `status` is what was decided: `pending` until accepted or revoked, `expired` once its
 * seat was given back after the link ran out; a pending invitation past `expiresAt` is expired
 * too (effectiveStatus).
 */
export interface Invitation {
  id: string;
  organizationId: string;
  email: string;
  role: TeamRole;
  status: InvitationStatus;
  invitedBy: string;
  /** The inviter's name when they sent it: the email and the invite page say who invited. */
  inviterName: string;
  tokenHash: string;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
}

export const effectiveStatus = (invitation: Invitation, now: Date): InvitationStatus =>
  invitation.status === 'pending' && Date.parse(invitation.expiresAt) <= now.getTime()
    ? 'expired'
    : invitation.status;

export const toInvitationItem = (invitation: Invitation) => ({
  ...invitationKey(invitation.organizationId, invitation.id),
  type: 'invitation',
  ...invitation,
});

export const fromInvitationItem = (item: Record<string, unknown>): Invitation => ({
  id: String(item.id),
  organizationId: String(item.organizationId),
  email: String(item.email),
  role: item.role as TeamRole,
  status: item.status as InvitationStatus,
  invitedBy: String(item.invitedBy),
  inviterName: String(item.inviterName),
  tokenHash: String(item.tokenHash),
  expiresAt: String(item.expiresAt),
  createdAt: String(item.createdAt),
  updatedAt: String(item.updatedAt),
});

export const toInvitationTokenItem = (invitation: Invitation) => ({
  ...invitationTokenKey(invitation.tokenHash),
  type: 'invitationToken',
  organizationId: invitation.organizationId,
  invitationId: invitation.id,
  expire: Math.floor(Date.parse(invitation.expiresAt) / 1000) + TOKEN_KEPT_AFTER_EXPIRY_SECONDS,
});
