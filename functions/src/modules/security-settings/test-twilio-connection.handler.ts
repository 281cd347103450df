import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { testTwilioConnection } from './twilio-connection.service';

/** POST /api/settings/security/test-connection: the saved Twilio credentials against Twilio. */
export const handler = route({}, async ({ auth }) =>
  json(200, await testTwilioConnection(auth.organizationId)),
);
