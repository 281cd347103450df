import type { Write } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import { seatCountersWrite } from '../organizations/organizations.service';
import type { Invitation } from './invitation.entity';
import {
  invitationClaimReleaseWrite,
  invitationClaimWrite,
  invitationInsertWrites,
  invitationRenewWrites,
  invitationStatusWrite,
} from './invitations.repository';
import { defaultOrganizationWrite, membershipJoinWrite, notMemberCheck } from './teams.repository';

/**
 * Each step of an invitation's life as one transaction: which items it touches and what must
 * hold. A pending invitation holds a seat (`seatsTaken`) and its address's claim; accepting turns
 * the seat into a member, revoking or expiring gives both back.
 */
type LimitError = () => Error;

const alreadyMember = (email: string) => () =>
  new ConflictError(`${email} is already a member of this organization`, [
    { field: 'email', message: 'Already a member of this organization' },
  ]);

export const inviteWrites = (
  invitation: Invitation,
  existingUserId: string | null,
  limitReached: LimitError,
): Write[] => [
  ...invitationInsertWrites(invitation),
  seatCountersWrite(
    invitation.organizationId,
    { pendingInvitations: 1, seatsTaken: 1 },
    { free: 'seat', error: limitReached },
  ),
  ...(existingUserId
    ? [notMemberCheck(invitation.organizationId, existingUserId, alreadyMember(invitation.email))]
    : []),
];

/** A pending invitation past its expiry gives its seat and address back. */
export const expireWrites = (invitation: Invitation): Write[] => [
  invitationStatusWrite(invitation, 'expired'),
  invitationClaimReleaseWrite(invitation),
  seatCountersWrite(invitation.organizationId, { pendingInvitations: -1, seatsTaken: -1 }),
];

export const revokeWrites = (invitation: Invitation, revokedBy: string): Write[] => {
  const revoke = invitationStatusWrite(invitation, 'revoked', {
    revokedBy,
    revokedAt: new Date().toISOString(),
  });
  // An expired invitation gave its seat and address back already.
  if (invitation.status !== 'pending') return [revoke];
  return [
    revoke,
    invitationClaimReleaseWrite(invitation),
    seatCountersWrite(invitation.organizationId, {
      pendingInvitations: -1,
      seatsTaken: -1,
    }),
  ];
};

/** A new link and expiry; an invitation that had expired takes a seat and its address again. */
export const renewWrites = (
  invitation: Invitation,
  renewed: Invitation,
  limitReached: LimitError,
): Write[] => [
  ...invitationRenewWrites(invitation, renewed),
  ...(invitation.status === 'expired'
    ? [
        invitationClaimWrite(renewed),
        seatCountersWrite(
          invitation.organizationId,
          { pendingInvitations: 1, seatsTaken: 1 },
          { free: 'seat', error: limitReached },
        ),
      ]
    : []),
];

/**
 * The invitee joins: the invitation is used (once, and only while its link is valid), the address
 * is free again, the membership appears and the seat becomes a member, if a member slot is free
 * (the limit may have been lowered since). Their next sign-in opens this organization.
 */
export const acceptWrites = (
  invitation: Invitation,
  userId: string,
  now: Date,
  limitReached: LimitError,
): Write[] => [
  ...joinWrites(invitation, userId, now, limitReached),
  defaultOrganizationWrite(userId, invitation.organizationId),
];

/**
 * acceptWrites without the user's default organization: for a user created in the same
 * transaction (a first sign-in through the invitation link), whose record names it already.
 */
export const joinWrites = (
  invitation: Invitation,
  userId: string,
  now: Date,
  limitReached: LimitError,
): Write[] => [
  invitationStatusWrite(
    invitation,
    'accepted',
    { acceptedBy: userId, acceptedAt: now.toISOString() },
    { stillValidAt: now.toISOString() },
  ),
  invitationClaimReleaseWrite(invitation),
  membershipJoinWrite(invitation.organizationId, userId, invitation.role, now.toISOString()),
  seatCountersWrite(
    invitation.organizationId,
    { currentMembers: 1, pendingInvitations: -1 },
    { free: 'member', error: limitReached },
  ),
];
