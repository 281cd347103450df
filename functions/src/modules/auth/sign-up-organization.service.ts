import { todayIn } from '@salesflow/shared/dates/calendar-date';
import { monthKey } from '../../platform/data/month-key';
import { commit } from '../../platform/data/unit-of-work';
import { logger } from '../../platform/logger';
import { refreshAccountLater } from '../../platform/queue/account-figures';
import { sendFromOutbox } from '../../platform/queue/outbox';
import { contactCount } from '../contacts/contacts.service';
import { dealCounters } from '../deals/deals.service';
import { billingStateOf } from '../subscriptions/billing-state.service';
import { membershipsOf } from '../teams/teams.service';
import {
  getOrganization,
  getUser,
  OrganizationInUseError,
  type OrganizationRecord,
  retireOrganizationWrites,
} from './account.repository';

/**
 * The organization sign-up made the user, if it is one they never used: they own it and are its
 * only member, nobody is invited, it is as sign-up made it (its profile unchanged), and it holds
 * no contacts and no deals and was never paid for. Null otherwise.
 */
const unusedSignUpOrganization = async (
  userId: string,
  joinedId: string,
): Promise<OrganizationRecord | null> => {
  const memberships = (await membershipsOf(userId)).filter((m) => m.organizationId !== joinedId);
  const [only] = memberships;
  if (memberships.length !== 1 || only?.role !== 'owner') return null;
  const [user, organization] = await Promise.all([
    getUser(userId),
    getOrganization(only.organizationId),
  ]);
  if (!user || !organization || organization.ownerId !== userId) return null;
  const untouched =
    organization.currentMembers === 1 &&
    organization.seatsTaken === 1 &&
    organization.pendingInvitations === 0 &&
    organization.updatedAt === organization.createdAt &&
    user.currentPlan === 'trial';
  if (!untouched) return null;
  const today = todayIn(organization.timezone);
  const [contacts, deals, billing] = await Promise.all([
    contactCount({ organizationId: organization.id }),
    dealCounters(organization.id, monthKey(new Date(), organization.timezone), today),
    billingStateOf(organization.id),
  ]);
  const dealsHeld = Object.values(deals.stageCounts).reduce((sum, n) => sum + n, 0);
  const used = contacts > 0 || dealsHeld > 0 || billing.subscription || billing.payments.length;
  return used ? null : organization;
};

/**
 * After the user joined an organization by invitation: the organization their sign-up made them
 * goes if they never used it (with its place in the operators' figures, through the
 * account-figures worker), so one team is one account. One they used stays theirs.
 */
export const retireUnusedSignUpOrganization = async (
  userId: string,
  joinedId: string,
): Promise<boolean> => {
  const organization = await unusedSignUpOrganization(userId, joinedId);
  if (!organization) return false;
  const counted = refreshAccountLater(organization.id);
  try {
    await commit(retireOrganizationWrites(organization, [counted.write]));
  } catch (error) {
    // Put to use meanwhile (an invitation sent, a setting changed): it stays.
    if (error instanceof OrganizationInUseError) return false;
    throw error;
  }
  await sendFromOutbox(counted.entry);
  logger.info('unused sign-up organization removed after joining by invitation', {
    organizationId: organization.id,
    joinedId,
  });
  return true;
};
