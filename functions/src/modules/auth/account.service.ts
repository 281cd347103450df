import { randomBytes } from 'node:crypto';
import { TRIAL_DAYS } from '@salesflow/shared/auth/auth-user';
import type { TeamRole } from '@salesflow/shared/auth/roles';
import { planById } from '@salesflow/shared/plans/plans';
import { DEFAULT_MAX_MEMBERS } from '@salesflow/shared/teams/team.schema';
import { newId } from '../../platform/data/ids';
import { DEFAULT_TIMEZONE } from '../../platform/data/month-key';
import { DomainError } from '../../platform/errors';
import { refreshAccountLater } from '../../platform/queue/account-figures';
import { sendFromOutbox } from '../../platform/queue/outbox';
import {
  createUserJoining,
  createUserWithOrganization,
  findUserIdByEmail,
  getUser,
  type UserRecord,
} from '../directory/accounts.service';
import type { NewOrganization } from '../organizations/organizations.service';
import { joiningAtSignUp } from '../teams/invitations.service';
import {
  joinForTests as joinOrganizationForTests,
  organizationToOpen,
} from '../teams/teams.service';

export interface IdentityClaims {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
}

const slugify = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'team';

const newAccount = (claims: IdentityClaims): { user: UserRecord; org: NewOrganization } => {
  const now = new Date();
  const createdAt = now.toISOString();
  const userId = newId();
  const orgId = newId();
  const displayName = claims.firstName?.trim() || claims.email.split('@')[0] || 'My';
  const trialEnd = new Date(now.getTime() + TRIAL_DAYS * 24 * 3600 * 1000).toISOString();
  return {
    user: {
      id: userId,
      email: claims.email.toLowerCase(),
      firstName: claims.firstName?.trim() || null,
      lastName: claims.lastName?.trim() || null,
      profileImageUrl: claims.profileImageUrl || null,
      currentPlan: 'trial',
      planStartDate: createdAt,
      planEndDate: trialEnd,
      aiCallsUsed: 0,
      defaultOrganizationId: orgId,
      createdAt,
      updatedAt: createdAt,
    },
    org: {
      id: orgId,
      name: `${displayName}'s Workspace`,
      slug: `${slugify(displayName)}-${randomBytes(4).toString('hex')}`,
      description: null,
      plan: 'team',
      // A trial has the Starter plan's limits (shared/src/plans).
      maxMembers: planById('starter').maxUsers ?? DEFAULT_MAX_MEMBERS,
      currentMembers: 1,
      pendingInvitations: 0,
      seatsTaken: 1,
      ownerId: userId,
      timezone: DEFAULT_TIMEZONE,
      trialEndsAt: trialEnd,
      createdAt,
      updatedAt: createdAt,
    },
  };
};

export interface SignedIn {
  user: UserRecord;
  organizationId: string;
  timezone: string;
  /** The first sign-in joined an organization through its invitation link. */
  joined?: boolean;
}

/**
 * A first sign-in through an open invitation link for this address: the user is created as a
 * member of that organization, with none of their own. Null when the link cannot be used (then
 * sign-up goes on as usual, and the invitation page says why); false when the email was taken
 * meanwhile.
 */
const joinAtSignUp = async (
  claims: IdentityClaims,
  invitationToken: string,
): Promise<SignedIn | false | null> => {
  const joining = await joiningAtSignUp(invitationToken, claims.email);
  if (!joining) return null;
  const { user } = newAccount(claims);
  const member = { ...user, defaultOrganizationId: joining.organizationId };
  try {
    if (!(await createUserJoining(member, joining.writes(member.id)))) return false;
  } catch (error) {
    // The member limit reached or the invitation used meanwhile: an ordinary sign-up.
    if (error instanceof DomainError) return null;
    throw error;
  }
  joining.joined();
  return {
    user: member,
    organizationId: joining.organizationId,
    timezone: joining.timezone,
    joined: true,
  };
};

/**
 * First sign-in creates the user and a personal organization, or, through an invitation link
 * (`invitationToken`), makes them a member of the inviting one and nothing of their own; later
 * sign-ins find them.
 */
export const signInUser = async (
  claims: IdentityClaims,
  options: { invitationToken?: string } = {},
): Promise<SignedIn> => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const existingId = await findUserIdByEmail(claims.email);
    if (existingId) {
      const user = await getUser(existingId);
      if (user) {
        // Removed from their default organization meanwhile, they open another of theirs.
        const opening = await organizationToOpen(user.id, user.defaultOrganizationId);
        if (!opening) throw new Error(`User ${user.id} is an active member of no organization`);
        return { user, ...opening };
      }
    }
    if (options.invitationToken) {
      const joined = await joinAtSignUp(claims, options.invitationToken);
      if (joined === false) continue;
      if (joined) return joined;
    }
    const { user, org } = newAccount(claims);
    // The platform's figures count the new account (the account-figures worker).
    const counted = refreshAccountLater(org.id);
    if (await createUserWithOrganization(user, org, [counted.write])) {
      await sendFromOutbox(counted.entry);
      return { user, organizationId: org.id, timezone: org.timezone };
    }
    // Someone created the same email at the same moment: read theirs.
  }
  throw new Error('Could not sign in the user after concurrent sign-ups');
};

/** Local test sign-in only (dev-login): makes the user a member of an existing organization. */
export const joinForTests = (userId: string, organizationId: string, role: TeamRole) =>
  joinOrganizationForTests(userId, organizationId, role);
