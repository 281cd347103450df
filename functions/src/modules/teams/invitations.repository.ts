import type { InvitationStatus } from '@salesflow/shared/teams/team.schema';
import { db, tableName } from '../../platform/data/dynamo-client';
import { GetCommand } from '../../platform/data/dynamo-commands';
import { readItem, readRange } from '../../platform/data/read';
import { deleteWrite, putWrite, updateWrite, type Write } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import {
  fromInvitationItem,
  INVITE_PREFIX,
  type Invitation,
  invitationEmailKey,
  invitationKey,
  invitationTokenKey,
  toInvitationItem,
  toInvitationTokenItem,
} from './invitation.entity';

const _TOP = '\u{10FFFF}';

export const duplicateInvitation = () =>
  new ConflictError(
    'An invitation to this email is already pending. Resend it from the list instead.',
    [{ field: 'email', message: 'An invitation to this email is already pending' }],
  );

const changedMeanwhile = () =>
  new ConflictError('This invitation was changed by someone else. Reload and try again.');

/** The address's pending-invitation claim: one pending invitation per address. */
export const invitationClaimWrite = (invitation: Invitation): Write =>
  putWrite(
    {
      ...invitationEmailKey(invitation.organizationId, invitation.email),
      type: 'invitationEmail',
      invitationId: invitation.id,
    },
    { expression: 'attribute_not_exists(pk)', error: duplicateInvitation },
  );

/** Gives the address's claim back, if this invitation still holds it. */
export const invitationClaimReleaseWrite = (invitation: Invitation): Write =>
  deleteWrite(invitationEmailKey(invitation.organizationId, invitation.email), {
    expression: 'attribute_not_exists(pk) OR invitationId = :id',
    values: { ':id': invitation.id },
    error: changedMeanwhile,
  });

/** A new invitation: its address's claim, the invitation, and its link's key. */
export const invitationInsertWrites = (invitation: Invitation): Write[] => [
  invitationClaimWrite(invitation),
  putWrite(toInvitationItem(invitation), {
    expression: 'attribute_not_exists(pk)',
    error: () => new ConflictError('This invitation exists already'),
  }),
  putWrite(toInvitationTokenItem(invitation), {
    expression: 'attribute_not_exists(pk)',
    error: () => new ConflictError('This invitation link exists already'),
  }),
];

/** Moves the invitation from the status it was read with to `to`, with extra attributes set. */
export const invitationStatusWrite = (
  invitation: Invitation,
  to: InvitationStatus,
  extra: Record<string, string> = {},
  condition: { stillValidAt?: string } = {},
): Write => {
  const fields = Object.entries(extra);
  return updateWrite(
    invitationKey(invitation.organizationId, invitation.id),
    {
      expression: `SET #status = :to, updatedAt = :now${fields.map(([f]) => `, #${f} = :${f}`).join('')}`,
      names: Object.fromEntries(fields.map(([field]) => [`#${field}`, field])),
      values: {
        ':to': to,
        ':now': new Date().toISOString(),
        ...Object.fromEntries(fields.map(([field, value]) => [`:${field}`, value])),
      },
    },
    {
      expression: `#status = :from AND tokenHash = :hash${condition.stillValidAt ? ' AND expiresAt > :validAt' : ''}`,
      names: { '#status': 'status' },
      values: {
        ':from': invitation.status,
        ':hash': invitation.tokenHash,
        ...(condition.stillValidAt ? { ':validAt': condition.stillValidAt } : {}),
      },
      error: changedMeanwhile,
    },
  );
};

/** `renewed` (a new link and expiry, pending again) replaces `invitation` and its link. */
export const invitationRenewWrites = (invitation: Invitation, renewed: Invitation): Write[] => [
  updateWrite(
    invitationKey(invitation.organizationId, invitation.id),
    {
      expression:
        'SET #status = :pending, tokenHash = :newHash, expiresAt = :expiresAt, updatedAt = :now',
      values: {
        ':pending': 'pending',
        ':newHash': renewed.tokenHash,
        ':expiresAt': renewed.expiresAt,
        ':now': renewed.updatedAt,
      },
    },
    {
      expression: '#status = :from AND tokenHash = :hash',
      names: { '#status': 'status' },
      values: { ':from': invitation.status, ':hash': invitation.tokenHash },
      error: changedMeanwhile,
    },
  ),
  deleteWrite(invitationTokenKey(invitation.tokenHash)),
  putWrite(toInvitationTokenItem(renewed), {
    expression: 'attribute_not_exists(pk)',
    error: () => new ConflictError('This invitation link exists already'),
  }),
];

export const findInvitation = async (
  organizationId: string,
  id: string,
): Promise<Invitation | null> => {
  const item = await readItem(invitationKey(organizationId, id));
  return item ? fromInvitationItem(item) : null;
};

/** The invitation a link's token hash opens, or null for a link that never was or was replaced. */
export const findInvitationByTokenHash = async (tokenHash: string) => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: invitationTokenKey(tokenHash) }),
  );
  if (!Item) return null;
  const invitation = await findInvitation(String(Item.organizationId), String(Item.invitationId));
  return invitation?.tokenHash === tokenHash ? invitation : null;
};

/**
 * The organization's open invitations (pending, or expired and not revoked), oldest first. Pending
 * ones hold seats, so there are about as many as the member limit at most, and expired ones stay
 * until resent or revoked; the accepted and revoked ones the query passes over are history.
 */
export const listOpenInvitations = async (organizationId: string): Promise<Invitation[]> => {
  const { pk } = invitationKey(organizationId, '');
  const items = await readRange(pk, INVITE_PREFIX, {
    expression: '#status IN (:pending, :expired)',
    names: { '#status': 'status' },
    values: { ':pending': 'pending', ':expired': 'expired' },
  });
  return items.map(fromInvitationItem);
};
