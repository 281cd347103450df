import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { AuthContext } from '../../platform/auth/session';
import { UnauthorizedError } from '../../platform/errors';
import { aiCallsUsedThisPeriod } from '../ai-calls/records/call-usage.service';
import { contactCount } from '../contacts/contacts.service';
import { getUser } from '../directory/accounts.service';

export const currentUser = async (auth: AuthContext): Promise<AuthUser> => {
  const [user, contactsUsed] = await Promise.all([getUser(auth.userId), contactCount(auth)]);
  if (!user) throw new UnauthorizedError();
  const aiCallsUsed = await aiCallsUsedThisPeriod(
    user.id,
    auth.timezone,
    user.planStartDate ?? user.createdAt,
  );
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    currentPlan: user.currentPlan,
    planStartDate: user.planStartDate,
    planEndDate: user.planEndDate,
    contactsUsed,
    aiCallsUsed,
    createdAt: user.createdAt,
    organizationId: auth.organizationId,
    timezone: auth.timezone,
    isOperator: auth.operator === true,
  };
};
