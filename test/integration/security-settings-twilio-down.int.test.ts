import { testTwilioConnection } from '@salesflow/functions/modules/security-settings/twilio-connection.service';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TWILIO_ACCOUNT } from '../fakes/twilio/demo-accounts';
import { startTwilioFake } from '../fakes/twilio/twilio-fake';
import { signIn } from '../support/api-client';
import { useLocalStackFromTests } from '../support/service-env';

/**
 * Twilio down: the connection test runs in this process (the gateway's handlers reach the run's
 * own fake, which stays up for the other tests), pointed at a fake that has been stopped.
 */
beforeAll(useLocalStackFromTests);

describe('Test connection when Twilio cannot be reached', () => {
  it('says Twilio could not be reached, and answers rather than failing', async () => {
    const owner = await signIn();
    const organizationId = (await owner.get<AuthUser>('/api/auth/user')).body.organizationId;
    await owner.post('/api/settings/security', {
      twilioAccountSid: DEMO_TWILIO_ACCOUNT.sid,
      twilioAuthToken: DEMO_TWILIO_ACCOUNT.authToken,
      twilioPhoneNumber: DEMO_TWILIO_ACCOUNT.phoneNumber,
    });
    const fake = await startTwilioFake();
    process.env.TWILIO_API_BASE_URL = fake.url;
    expect((await testTwilioConnection(organizationId)).ok).toBe(true);
    await fake.stop();

    const result = await testTwilioConnection(organizationId);
    expect(result.ok).toBe(false);
    expect(result.checks).toHaveLength(1);
    expect(result.checks[0]).toMatchObject({ name: 'Account SID and Auth Token', ok: false });
    expect(result.checks[0]?.message).toMatch(/^Twilio could not be reached: ECONNREFUSED/);
  });
});
