import type { StartCallAnswer } from '@salesflow/shared/ai-calls/ai-call.schema';
import type { AuthContext } from '../../platform/auth/session';
import { ConflictError, ValidationError } from '../../platform/errors';
import { visibleContact } from '../contacts/contacts.service';
import { telephonyReadiness } from '../security-settings/provider-keys.service';

type Caller = Pick<AuthContext, 'organizationId' | 'userId' | 'scope'>;

const listed = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * POST /api/ai-calling/start-real-call and /initiate: a call through the phone network, for a
 * contact the caller may see. Without the organization's Twilio credentials the answer says
 * which are missing (the screen shows "Setup Required" with it) and nothing is created. With
 * them, placing the call is the real-call issue's dialer: until it is deployed the answer is a
 * 409 saying so (a 4xx: the user's click is no server fault), never a call record that no phone
 * will ever ring for.
 */
export const startRealCall = async (
  auth: Caller,
  input: { contactId: string; phoneNumber: string },
): Promise<StartCallAnswer> => {
  if (!(await visibleContact(auth, input.contactId))) {
    throw new ValidationError([
      { field: 'contactId', message: 'Choose a contact of your organization' },
    ]);
  }
  const readiness = await telephonyReadiness(auth.organizationId);
  if (!readiness.ready) {
    return {
      success: false,
      requiresSetup: true,
      message: `Real AI calls need your Twilio account: add the ${listed(readiness.missing)} in Settings → Security. Demo calls work without it.`,
    };
  }
  throw new ConflictError(
    'Twilio is set up, but placing real calls is not switched on in this version yet. Use Demo Call meanwhile.',
  );
};
