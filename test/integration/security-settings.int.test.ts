import { randomBytes } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  llmKey,
  telephonyReadiness,
} from '@salesflow/functions/modules/security-settings/provider-keys.service';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import type {
  ConnectionTestResult,
  SecuritySettingsView,
} from '@salesflow/shared/settings/security-settings-view';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TWILIO_ACCOUNT, SUSPENDED_TWILIO_ACCOUNT } from '../fakes/twilio/demo-accounts';
import { type ApiClient, signIn } from '../support/api-client';
import { useLocalStackFromTests } from '../support/service-env';
import { testTable } from '../support/table';
import { signInAsMember } from '../support/team';

const PATH = '/api/settings/security';
const TEST = '/api/settings/security/test-connection';
const hex = (bytes: number) => randomBytes(bytes).toString('hex');
/** Fresh secrets per test, so a search for one finds only this test's. */
const freshSecrets = () => ({
  openaiApiKey: `sk-test-${hex(20)}`,
  twilioAccountSid: `AC${hex(16)}`,
  twilioAuthToken: hex(16),
  twilioPhoneNumber: '+14155550100',
});
const mask = (value: string) => `••••••••${value.slice(-4)}`;

const organizationOf = async (client: ApiClient) =>
  (await client.get<AuthUser>('/api/auth/user')).body.organizationId;

/** Everything the table holds for the organization, as stored. */
const storedItems = async (organizationId: string) => {
  const table = testTable();
  const out = await table.client.send(
    new QueryCommand({
      TableName: table.name,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `ORG#${organizationId}` },
    }),
  );
  return out.Items ?? [];
};
const settingsItem = async (organizationId: string) => {
  const table = testTable();
  return (
    await table.client.send(
      new GetCommand({
        TableName: table.name,
        Key: { pk: `ORG#${organizationId}`, sk: 'SECURITY_SETTINGS' },
      }),
    )
  ).Item;
};
const fieldsOf = (body: unknown) => ((body as ErrorBody).error.details ?? []).map((d) => d.field);
const expectNoPlaintext = (text: string, secrets: Record<string, string>) => {
  for (const [name, value] of Object.entries(secrets)) {
    if (name !== 'twilioPhoneNumber') expect(text, name).not.toContain(value);
  }
};

beforeAll(useLocalStackFromTests);

describe('security settings: who may see and change them', () => {
  let owner: ApiClient;
  let organizationId: string;
  beforeAll(async () => {
    owner = await signIn();
    organizationId = await organizationOf(owner);
    expect((await owner.post(PATH, freshSecrets())).status).toBe(200);
  });

  it('refuse members and managers with 403 and no data; admins and the owner get them', async () => {
    for (const role of ['member', 'manager'] as const) {
      const client = await signInAsMember(organizationId, role);
      for (const response of [
        await client.get(PATH),
        await client.post(PATH, { twilioAuthToken: '' }),
        await client.post(TEST, {}),
      ]) {
        expect(response.status, role).toBe(403);
        expect(JSON.stringify(response.body)).not.toContain('••••');
      }
    }
    const admin = await signInAsMember(organizationId, 'admin');
    expect((await admin.get<SecuritySettingsView>(PATH)).body.status.twilioAuthToken.set).toBe(
      true,
    );
    expect((await owner.get<SecuritySettingsView>(PATH)).status).toBe(200);
  });

  it("keep each organization's keys its own: a second organization neither reads nor changes them", async () => {
    const secrets = freshSecrets();
    expect((await owner.post(PATH, secrets)).status).toBe(200);
    const other = await signIn();
    const seen = await other.get<SecuritySettingsView>(PATH);
    expect(seen.body).toMatchObject({
      openaiApiKey: '',
      twilioAccountSid: '',
      twilioAuthToken: '',
      twilioPhoneNumber: '',
    });
    expect(
      (await other.post(PATH, { twilioAuthToken: '', openaiApiKey: `sk-${hex(8)}` })).status,
    ).toBe(200);
    const mine = await owner.get<SecuritySettingsView>(PATH);
    expect(mine.body.twilioAuthToken).toBe(mask(secrets.twilioAuthToken));
    expect(mine.body.openaiApiKey).toBe(mask(secrets.openaiApiKey));
    // Test connection in the other organization uses its own (missing) credentials.
    const tested = await other.post<ConnectionTestResult>(TEST, {});
    expect(tested.body.ok).toBe(false);
    expect(tested.body.checks[0]?.message).toMatch(/Setup Required/);
  });
});

describe('security settings: saving and reading', () => {
  it('answer masks and the phone number, never a whole secret, and store none in the clear', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    const secrets = freshSecrets();
    const saved = await owner.post<SecuritySettingsView>(PATH, {
      ...secrets,
      twilioPhoneNumber: '+1 (415) 555-0100',
    });
    const read = await owner.get<SecuritySettingsView>(PATH);
    for (const response of [saved, read]) {
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        openaiApiKey: mask(secrets.openaiApiKey),
        twilioAccountSid: mask(secrets.twilioAccountSid),
        twilioAuthToken: mask(secrets.twilioAuthToken),
        twilioPhoneNumber: '+14155550100',
      });
      expect(response.body.status.twilioAuthToken).toMatchObject({
        set: true,
        changedBy: owner.email,
      });
      expect(Date.parse(response.body.status.openaiApiKey.changedAt ?? '')).toBeGreaterThan(0);
      expectNoPlaintext(JSON.stringify(response.body), secrets);
    }
    const items = await storedItems(organizationId);
    expect(items.some((item) => item.sk === 'SECURITY_SETTINGS')).toBe(true);
    expectNoPlaintext(JSON.stringify(items), secrets);
    // What is stored opens, through the one service that may open it.
    expect(await llmKey(organizationId)).toBe(secrets.openaiApiKey);
  });

  it('keep a secret sent back as its mask or left out, remove one sent empty, change one sent new', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    const secrets = freshSecrets();
    await owner.post(PATH, secrets);
    // The form saved unchanged: masks and the phone as shown.
    const shown = (await owner.get<SecuritySettingsView>(PATH)).body;
    await owner.post(PATH, {
      openaiApiKey: shown.openaiApiKey,
      twilioAccountSid: shown.twilioAccountSid,
      twilioAuthToken: shown.twilioAuthToken,
      twilioPhoneNumber: shown.twilioPhoneNumber,
    });
    const ready = await telephonyReadiness(organizationId);
    expect(ready).toEqual({
      ready: true,
      twilio: {
        accountSid: secrets.twilioAccountSid,
        authToken: secrets.twilioAuthToken,
        phoneNumber: secrets.twilioPhoneNumber,
      },
    });
    expect(await llmKey(organizationId)).toBe(secrets.openaiApiKey);

    // Only the token, new: the others stay.
    const token = hex(16);
    await owner.post(PATH, { twilioAuthToken: token });
    expect(await telephonyReadiness(organizationId)).toMatchObject({
      ready: true,
      twilio: { accountSid: secrets.twilioAccountSid, authToken: token },
    });

    // The OpenAI key and phone number sent empty: removed, and said so.
    const removed = await owner.post<SecuritySettingsView>(PATH, {
      openaiApiKey: '',
      twilioPhoneNumber: '',
    });
    expect(removed.body.openaiApiKey).toBe('');
    expect(removed.body.status.openaiApiKey).toMatchObject({ set: false, changedBy: owner.email });
    expect(removed.body.twilioAuthToken).toBe(mask(token));
    expect(await llmKey(organizationId)).toBeNull();
    expect(await telephonyReadiness(organizationId)).toEqual({
      ready: false,
      missing: ['Twilio phone number'],
      message: 'Setup Required: add the Twilio phone number in Settings → Security.',
    });
  });

  it('refuse a bad SID, token, number or key with a 400 naming each field, and write nothing', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    const secrets = freshSecrets();
    await owner.post(PATH, secrets);
    const before = await settingsItem(organizationId);
    const refused = await owner.post(PATH, {
      openaiApiKey: `sk-${hex(8)}`,
      twilioAccountSid: `XX${hex(16)}`,
      twilioAuthToken: 'not-a-token',
      twilioPhoneNumber: '12345',
    });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body).sort()).toEqual([
      'twilioAccountSid',
      'twilioAuthToken',
      'twilioPhoneNumber',
    ]);
    for (const body of [
      { twilioAuthToken: 'g'.repeat(32) },
      { openaiApiKey: 'has a space in it' },
      { twilioAccountSid: 42 },
      { somethingElse: 'x' },
      '[]',
      'not json',
    ]) {
      const response = await owner.post(PATH, body);
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
    }
    expect(await settingsItem(organizationId)).toEqual(before);
  });

  it('name what is missing before anything is set', async () => {
    const owner = await signIn();
    const organizationId = await organizationOf(owner);
    expect(await telephonyReadiness(organizationId)).toEqual({
      ready: false,
      missing: ['Twilio Account SID', 'Twilio Auth Token', 'Twilio phone number'],
      message:
        'Setup Required: add the Twilio Account SID, Twilio Auth Token and Twilio phone number in Settings → Security.',
    });
    await owner.post(PATH, { twilioAccountSid: `AC${hex(16)}` });
    expect(await telephonyReadiness(organizationId)).toMatchObject({
      ready: false,
      missing: ['Twilio Auth Token', 'Twilio phone number'],
    });
    expect(await llmKey(organizationId)).toBeNull();
  });
});

describe('Test connection, against the Twilio fake', () => {
  const demo = {
    twilioAccountSid: DEMO_TWILIO_ACCOUNT.sid,
    twilioAuthToken: DEMO_TWILIO_ACCOUNT.authToken,
    twilioPhoneNumber: DEMO_TWILIO_ACCOUNT.phoneNumber,
  };
  const testWith = async (settings: Record<string, string>) => {
    const owner = await signIn();
    expect((await owner.post(PATH, settings)).status).toBe(200);
    const response = await owner.post<ConnectionTestResult>(TEST, {});
    expect(response.status).toBe(200);
    return response.body;
  };

  it('passes every check with the right credentials and a voice number of the account', async () => {
    const result = await testWith(demo);
    expect(result.ok).toBe(true);
    expect(result.checks.map((check) => [check.name, check.ok])).toEqual([
      ['Account SID and Auth Token', true],
      ['Account status', true],
      ['Phone number', true],
    ]);
    expectNoPlaintext(JSON.stringify(result), demo);
  });

  it('says when the Auth Token does not match the Account SID', async () => {
    const result = await testWith({ ...demo, twilioAuthToken: hex(16) });
    expect(result).toEqual({
      ok: false,
      checks: [
        {
          name: 'Account SID and Auth Token',
          ok: false,
          message: 'The Auth Token does not match this Account SID',
        },
      ],
    });
  });

  it('says when the number is not on the account, or cannot make voice calls', async () => {
    const notOurs = await testWith({ ...demo, twilioPhoneNumber: '+14155550199' });
    expect(notOurs.ok).toBe(false);
    expect(notOurs.checks.at(-1)).toEqual({
      name: 'Phone number',
      ok: false,
      message: 'The number +14155550199 is not on this Twilio account',
    });
    const smsOnly = await testWith({
      ...demo,
      twilioPhoneNumber: DEMO_TWILIO_ACCOUNT.smsOnlyNumber,
    });
    expect(smsOnly.checks.at(-1)?.message).toBe(
      `The number ${DEMO_TWILIO_ACCOUNT.smsOnlyNumber} cannot make voice calls`,
    );
  });

  it('says when the account is suspended', async () => {
    const result = await testWith({
      twilioAccountSid: SUSPENDED_TWILIO_ACCOUNT.sid,
      twilioAuthToken: SUSPENDED_TWILIO_ACCOUNT.authToken,
      twilioPhoneNumber: SUSPENDED_TWILIO_ACCOUNT.phoneNumber,
    });
    expect(result.ok).toBe(false);
    expect(result.checks[1]).toMatchObject({ name: 'Account status', ok: false });
    expect(result.checks[1]?.message).toMatch(/suspended/);
  });

  it('says what is missing rather than calling Twilio', async () => {
    const result = await testWith({ twilioAccountSid: DEMO_TWILIO_ACCOUNT.sid });
    expect(result).toEqual({
      ok: false,
      checks: [
        {
          name: 'Twilio settings',
          ok: false,
          message:
            'Setup Required: add the Twilio Auth Token and Twilio phone number in Settings → Security.',
        },
      ],
    });
  });
});
