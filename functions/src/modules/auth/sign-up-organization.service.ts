import { todayIn } from '@salesflow/shared/dates/calendar-date';
import { monthKey } from '../../platform/data/month-key';
import { commit } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { refreshAccountLater } from '../../platform/queue/account-figures';
import { sendFromOutbox } from '../../platform/queue/outbox';
import { contactCount } from '../contacts/contacts.service';
import { dealCounters } from '../deals/deals.service';
import { getUser, retireOrganizationWrites } from '../directory/accounts.service';
import { webhookEndpointRemovalWrites } from '../lead-webhooks/integrations.service';
import { removalStartWrites } from '../organization-erasure/erasure.service';
import { findOrganization, type Organization } from '../organizations/organizations.service';
import { billingStateOf } from '../subscriptions/billing-state.service';
import { membershipsOf } from '../teams/teams.service';
import { whatsAppSettingsRemovalWrites } from '../whatsapp/whatsapp-settings.service';

/**
 * The organization sign-up made the user, if it is one they never used: they own it and are its
 * only member, nobody is invited, it is as sign-up made it (its profile unchanged), no record was
 * ever saved in it (its first-record mark), and it holds no contacts and no deals (saved before
 * the mark was kept) and was never paid for. Null otherwise.
 */
const unusedSignUpOrganization = async (
  userId: string,
  joinedId: string,
): Promise<Organization | null> => {
  const memberships = (await membershipsOf(userId)).filter((m) => m.organizationId !== joinedId);
  const [only] = memberships;
  if (memberships.length !== 1 || only?.role !== 'owner') return null;
  const [user, organization] = await Promise.all([
    getUser(userId),
    findOrganization(only.organizationId),
  ]);
  if (!user || !organization || organization.ownerId !== userId) return null;
  const untouched =
    organization.currentMembers === 1 &&
    organization.seatsTaken === 1 &&
    organization.pendingInvitations === 0 &&
    organization.updatedAt === organization.createdAt &&
    organization.firstRecordAt === null &&
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
 * goes if they never used it, so one team is one account. In one transaction, only while it is
 * still unused (a first record meanwhile keeps it: the profile's conditional delete): its profile,
 * membership and name claim; the keys that find it (its webhook key's lookup, its WhatsApp
 * lookups), so nothing reaches it from then on; the start of its erasure, which removes whatever
 * else it held (settings, provider keys, files); and its place in the operators' figures (the
 * account-figures worker). One they used stays theirs.
 */
export const retireUnusedSignUpOrganization = async (
  userId: string,
  joinedId: string,
): Promise<boolean> => {
  const organization = await unusedSignUpOrganization(userId, joinedId);
  if (!organization) return false;
  const [webhook, whatsApp] = await Promise.all([
    webhookEndpointRemovalWrites(organization.id),
    whatsAppSettingsRemovalWrites(organization.id),
  ]);
  const counted = refreshAccountLater(organization.id);
  const erasure = removalStartWrites(organization.id, new Date().toISOString());
  try {
    await commit(
      retireOrganizationWrites(organization, [
        ...webhook,
        ...whatsApp,
        ...erasure.writes,
        counted.write,
      ]),
    );
  } catch (error) {
    // Put to use meanwhile (a first record, an invitation sent, a setting or key changed): it
    // stays.
    if (error instanceof ConflictError) return false;
    throw error;
  }
  await erasure.afterCommit();
  await sendFromOutbox(counted.entry);
  logger.info('unused sign-up organization removed after joining by invitation', {
    organizationId: organization.id,
    joinedId,
  });
  return true;
};
