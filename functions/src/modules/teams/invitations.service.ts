import { randomBytes } from 'node:crypto';
import { moreMembersHint } from '@salesflow/shared/plans/plan-upgrades';
import type {
  CurrentOrganization,
  InvitationPreview,
  InviteMemberInput,
  TeamInvitation,
} from '@salesflow/shared/teams/team.schema';
import { INVITATION_DAYS } from '@salesflow/shared/teams/team.schema';
import { type AuthContext, switchSessionOrganization } from '../../platform/auth/session';
import { config } from '../../platform/config';
import { newId } from '../../platform/data/ids';
import { commit, type Write } from '../../platform/data/unit-of-work';
import { sendEmail } from '../../platform/email/send-email';
import {
  ConflictError,
  ForbiddenError,
  LimitExceededError,
  NotFoundError,
} from '../../platform/errors';
import { logger } from '../../platform/logger';
import { countEvent } from '../../platform/metrics';
import { type Organization, organizationOf } from '../organizations/organizations.service';
import { effectiveStatus, hashInvitationToken, type Invitation } from './invitation.entity';
import { invitationEmail } from './invitation-email';
import {
  acceptWrites,
  expireWrites,
  inviteWrites,
  joinWrites,
  renewWrites,
  revokeWrites,
} from './invitation-writes';
import {
  findInvitation,
  findInvitationByTokenHash,
  listOpenInvitations,
} from './invitations.repository';
import { findUserIdByEmail } from './teams.repository';
import { personName, userOf } from './teams.service';

type Caller = Pick<AuthContext, 'userId' | 'organizationId' | 'sessionId'>;

const DAY_MS = 24 * 3600 * 1000;

const invitationNotFound = () => new NotFoundError('Invitation not found');
const linkNotValid = () =>
  new NotFoundError(
    'This invitation link is not valid. It may have been replaced by a newer invitation: use the link in the latest email.',
  );

/** A fresh link: 32 random bytes; only its hash is stored. */
const newToken = () => {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
};

const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString();

const toTeamInvitation = (invitation: Invitation, now: Date): TeamInvitation => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role,
  status: effectiveStatus(invitation, now),
  invitedBy: { id: invitation.invitedBy, name: invitation.inviterName },
  createdAt: invitation.createdAt,
  expiresAt: invitation.expiresAt,
});

const limitReached = (organization: Organization) => () =>
  new LimitExceededError(
    `${organization.name} has reached its limit of ${organization.maxMembers} members, counting pending invitations. Remove a member or revoke an invitation to invite someone else. ${moreMembersHint(organization.maxMembers)}`,
  );

const send = (invitation: Invitation, token: string, organization: Organization) =>
  sendEmail(
    invitationEmail({
      to: invitation.email,
      organizationName: organization.name,
      inviterName: invitation.inviterName,
      role: invitation.role,
      link: `${config.appOrigin}/invite/${token}`,
      expiresAt: invitation.expiresAt,
      timezone: organization.timezone,
    }),
  );

/**
 * Pending invitations whose link ran out give their seat and their address back, each in its own
 * transaction (an organization's counters may appear once in a transaction), before an invite.
 */
const releaseExpired = async (organizationId: string, now: Date) => {
  const open = await listOpenInvitations(organizationId);
  for (const invitation of open.filter((i) => i.status === 'pending')) {
    if (effectiveStatus(invitation, now) !== 'expired') continue;
    await commit(expireWrites(invitation)).catch((error: Error) => {
      // Someone resent, revoked or released it meanwhile: nothing left to give back.
      if (!(error instanceof ConflictError)) throw error;
    });
  }
};

export const inviteMember = async (
  caller: Caller,
  input: InviteMemberInput,
): Promise<TeamInvitation> => {
  if (input.organizationId !== caller.organizationId) {
    throw new ForbiddenError('You can only invite people to the organization you are working in');
  }
  const now = new Date();
  const [organization, inviter, existingUserId] = await Promise.all([
    organizationOf(caller.organizationId),
    userOf(caller.userId),
    findUserIdByEmail(input.email),
  ]);
  await releaseExpired(organization.id, now);
  const { token, tokenHash } = newToken();
  const invitation: Invitation = {
    id: newId(),
    organizationId: organization.id,
    email: input.email,
    role: input.role,
    status: 'pending',
    invitedBy: caller.userId,
    inviterName: personName(inviter),
    tokenHash,
    expiresAt: expiryFrom(now),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await commit(inviteWrites(invitation, existingUserId, limitReached(organization)));
  try {
    await send(invitation, token, organization);
  } catch (error) {
    // An invitation nobody was told about must not hold a seat: take it back, then say so.
    logger.error('invitation email failed', { error: error as Error });
    await commit(revokeWrites(invitation, caller.userId));
    throw error;
  }
  countEvent('invitationSent');
  return toTeamInvitation(invitation, now);
};

export const listInvitations = async (caller: Caller): Promise<TeamInvitation[]> => {
  const now = new Date();
  return (await listOpenInvitations(caller.organizationId))
    .map((invitation) => toTeamInvitation(invitation, now))
    .reverse();
};

const openInvitation = async (caller: Caller, id: string) => {
  const invitation = await findInvitation(caller.organizationId, id);
  if (!invitation) throw invitationNotFound();
  if (invitation.status === 'accepted') {
    throw new ConflictError('This invitation was accepted already');
  }
  return invitation;
};

/** A new link, valid for another 7 days, sent again; the old link stops working. */
export const resendInvitation = async (caller: Caller, id: string): Promise<TeamInvitation> => {
  const invitation = await openInvitation(caller, id);
  if (invitation.status === 'revoked') {
    throw new ConflictError('This invitation was revoked. Send a new invitation instead.');
  }
  const now = new Date();
  const organization = await organizationOf(caller.organizationId);
  const { token, tokenHash } = newToken();
  const renewed: Invitation = {
    ...invitation,
    status: 'pending',
    tokenHash,
    expiresAt: expiryFrom(now),
    updatedAt: now.toISOString(),
  };
  await commit(renewWrites(invitation, renewed, limitReached(organization)));
  await send(renewed, token, organization);
  countEvent('invitationSent');
  return toTeamInvitation(renewed, now);
};

/** The link stops working and the seat is free; revoking twice changes nothing. */
export const revokeInvitation = async (caller: Caller, id: string): Promise<void> => {
  const invitation = await openInvitation(caller, id);
  if (invitation.status === 'revoked') return;
  await commit(revokeWrites(invitation, caller.userId));
};

const invitationOfLink = async (token: string) =>
  (await findInvitationByTokenHash(hashInvitationToken(token))) ?? Promise.reject(linkNotValid());

/** What the invite page shows: who invites, to what, as what, for which address, and its state. */
export const previewInvitation = async (token: string): Promise<InvitationPreview> => {
  const invitation = await invitationOfLink(token);
  const organization = await organizationOf(invitation.organizationId);
  return {
    organizationName: organization.name,
    inviterName: invitation.inviterName,
    role: invitation.role,
    email: invitation.email,
    status: effectiveStatus(invitation, new Date()),
    expiresAt: invitation.expiresAt,
  };
};

const REFUSALS = {
  accepted: 'This invitation has already been used',
  revoked: 'This invitation was revoked',
  expired: 'This invitation has expired. Ask for a new one.',
} as const;

const memberLimitReached = (organization: Organization) => () =>
  new LimitExceededError(
    `${organization.name} has reached its limit of ${organization.maxMembers} members. Ask an admin of ${organization.name} to make room, or its owner to upgrade the plan.`,
  );

/**
 * A first sign-in through an invitation link joins at once, so the newcomer gets no organization
 * of their own: the writes that make the user about to be created a member with the invited role
 * (to commit with the user's creation, whose record names the organization as its default), or
 * null when the link is not open or is for another address than the one the provider verified.
 */
export const joiningAtSignUp = async (
  token: string,
  email: string,
  now = new Date(),
): Promise<{
  organizationId: string;
  timezone: string;
  writes: (userId: string) => Write[];
  joined: () => void;
} | null> => {
  const invitation = await findInvitationByTokenHash(hashInvitationToken(token));
  if (!invitation || effectiveStatus(invitation, now) !== 'pending') return null;
  if (invitation.email !== email.toLowerCase()) return null;
  const organization = await organizationOf(invitation.organizationId);
  return {
    organizationId: organization.id,
    timezone: organization.timezone,
    writes: (userId) => joinWrites(invitation, userId, now, memberLimitReached(organization)),
    joined: () => countEvent('invitationAccepted'),
  };
};

/**
 * The signed-in user joins with the invited role, if the invitation is for their address and
 * still open and a member slot is free; the session then works on that organization.
 */
export const acceptInvitation = async (
  caller: Caller,
  token: string,
): Promise<CurrentOrganization> => {
  const invitation = await invitationOfLink(token);
  const now = new Date();
  const status = effectiveStatus(invitation, now);
  if (status !== 'pending') throw new ConflictError(REFUSALS[status]);
  const [user, organization] = await Promise.all([
    userOf(caller.userId),
    organizationOf(invitation.organizationId),
  ]);
  if (user.email.toLowerCase() !== invitation.email) {
    throw new ForbiddenError(
      `This invitation is for another email address. You are signed in as ${user.email}: sign in with the invited address to join.`,
    );
  }
  await commit(acceptWrites(invitation, caller.userId, now, memberLimitReached(organization)));
  countEvent('invitationAccepted');
  await switchSessionOrganization(caller, organization.id, organization.timezone);
  return { id: organization.id, name: organization.name };
};
