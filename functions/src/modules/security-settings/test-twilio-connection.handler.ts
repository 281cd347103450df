import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { exotelConnectionChecks } from './exotel-connection.service';
import { CHECK_NAMES, testTwilioConnection } from './twilio-connection.service';

/**
 * POST /api/settings/security/test-connection: the saved Twilio credentials against Twilio, and
 * Exotel's (when set up) against Exotel. With Exotel alone, Twilio's checks are left out: calls
 * to Indian numbers need nothing of Twilio.
 */
export const handler = route({}, async ({ auth }) => {
  const [twilio, exotel] = await Promise.all([
    testTwilioConnection(auth.organizationId),
    exotelConnectionChecks(auth.organizationId),
  ]);
  if (!exotel) return json(200, twilio);
  const twilioUnset = twilio.checks.length === 1 && twilio.checks[0]?.name === CHECK_NAMES.setup;
  const checks = twilioUnset ? exotel : [...twilio.checks, ...exotel];
  return json(200, { ok: checks.every((check) => check.ok), checks });
});
