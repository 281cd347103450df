import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  fetchAccount,
  findIncomingNumbers,
} from '@salesflow/functions/platform/telephony/twilio-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_TWILIO_ACCOUNT, DEMO_TWILIO_ACCOUNT } from '../fakes/twilio/demo-accounts';
import { startTwilioFake, type TwilioFake } from '../fakes/twilio/twilio-fake';

/** The Twilio port (platform/telephony/twilio-client.ts) against the fake's REST API. */
describe('the Twilio client and the Twilio fake', () => {
  let fake: TwilioFake;
  const demo = { accountSid: DEMO_TWILIO_ACCOUNT.sid, authToken: DEMO_TWILIO_ACCOUNT.authToken };
  beforeAll(async () => {
    fake = await startTwilioFake();
    process.env.TWILIO_API_BASE_URL = fake.url;
  });
  afterAll(() => fake.stop());

  it("reads the account in Twilio's shape", async () => {
    const answer = await fetchAccount(demo);
    expect(answer).toMatchObject({
      kind: 'ok',
      body: {
        sid: DEMO_TWILIO_ACCOUNT.sid,
        status: 'active',
        type: 'Full',
        uri: `/2010-04-01/Accounts/${DEMO_TWILIO_ACCOUNT.sid}.json`,
      },
    });
  });

  it("answers Twilio's 20003 body to a wrong token and to a closed account", async () => {
    const response = await fetch(`${fake.url}/2010-04-01/Accounts/${demo.accountSid}.json`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${demo.accountSid}:wrong`).toString('base64')}`,
      },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 20003,
      message: 'Authenticate',
      more_info: 'https://www.twilio.com/docs/errors/20003',
      status: 401,
    });
    expect(
      await fetchAccount({
        accountSid: CLOSED_TWILIO_ACCOUNT.sid,
        authToken: CLOSED_TWILIO_ACCOUNT.authToken,
      }),
    ).toMatchObject({ kind: 'refused', status: 401, code: 20003 });
  });

  it('answers 20404 for an account the credentials cannot see', async () => {
    const other = `AC${'0'.repeat(32)}`;
    const response = await fetch(`${fake.url}/2010-04-01/Accounts/${other}.json`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${demo.accountSid}:${demo.authToken}`).toString('base64')}`,
      },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 20404, status: 404 });
  });

  it('lists the account numbers filtered by PhoneNumber, with their capabilities', async () => {
    const found = await findIncomingNumbers(demo, DEMO_TWILIO_ACCOUNT.phoneNumber);
    if (found.kind !== 'ok') throw new Error(found.kind);
    expect(found.body.incoming_phone_numbers).toEqual([
      expect.objectContaining({
        account_sid: demo.accountSid,
        phone_number: DEMO_TWILIO_ACCOUNT.phoneNumber,
        capabilities: { voice: true, sms: true, mms: false, fax: false },
      }),
    ]);
    const none = await findIncomingNumbers(demo, '+14155550199');
    expect(none).toMatchObject({ kind: 'ok', body: { incoming_phone_numbers: [] } });
  });

  it('gives up on a Twilio that does not answer in time', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    process.env.TWILIO_API_BASE_URL = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      expect(await fetchAccount(demo, 300)).toEqual({
        kind: 'unreachable',
        reason: 'no answer in time',
      });
    } finally {
      process.env.TWILIO_API_BASE_URL = fake.url;
      silent.closeAllConnections();
      silent.close();
    }
  });
});
