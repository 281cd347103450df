/**
 * Provider secrets: what envelope encryption costs, and what the Security tab's routes cost
 * through the local gateway. In process: sealing one secret (a fresh data key, wrapped by the
 * local master key, then the value under it) and opening it, beside one plain AES-256-GCM
 * encryption / decryption of the same value under a fixed key in the same run. Through the
 * gateway: GET and POST /api/settings/security beside GET and POST /api/settings/profile (one
 * item each, the same middleware), and Test connection (the read, the opening of two secrets and
 * two calls to the Twilio fake) beside the GET, all against the local stack's Twilio fake.
 *
 *   npm run bench:security      (BENCH_RUNS=30 by default for the gateway rows)
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { telephonyReadiness } from '@salesflow/functions/modules/security-settings/provider-keys.service';
import { localKeys } from '@salesflow/functions/platform/secrets/data-keys';
import { openSecret, sealSecret } from '@salesflow/functions/platform/secrets/secret-box';
import { formatRow, measure, runBench } from './bench-support';
import { benchLogin } from './seed';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const CRYPTO_RUNS = 2_000;

const plainSeal = (key: Buffer, value: string) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return { iv, body, tag: cipher.getAuthTag() };
};
const plainOpen = (key: Buffer, sealed: ReturnType<typeof plainSeal>) => {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.iv);
  decipher.setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.body), decipher.final()]).toString('utf8');
};

const header = '| operation | median | p95 | baseline median | ratio |\n|---|---|---|---|---|';
const microRow = (a: { label: string; medianMs: number; p95Ms: number }, b: { medianMs: number }) =>
  `| ${a.label} | ${(a.medianMs * 1000).toFixed(1)} µs | ${(a.p95Ms * 1000).toFixed(1)} µs | ${(b.medianMs * 1000).toFixed(1)} µs | ${(a.medianMs / Math.max(b.medianMs, 1e-6)).toFixed(2)}x |`;

runBench('Security settings', async ({ stack, lines }) => {
  // In process: the envelope against one plain AES-GCM operation.
  const keys = localKeys(randomBytes(32));
  const fixedKey = randomBytes(32);
  const value = randomBytes(16).toString('hex');
  const context = { organizationId: 'bench-org', purpose: 'twilioAuthToken' };
  const sealed = await sealSecret(value, context, keys);
  const plain = plainSeal(fixedKey, value);
  const options = { runs: CRYPTO_RUNS, warmup: 50 };
  const seal = await measure(
    'seal one secret (fresh data key, wrapped)',
    () => sealSecret(value, context, keys),
    options,
  );
  const plainSealTiming = await measure(
    'plain AES-GCM encrypt',
    async () => plainSeal(fixedKey, value),
    options,
  );
  const open = await measure(
    'open one secret (unwrap, decrypt)',
    () => openSecret(sealed, context, keys),
    options,
  );
  const plainOpenTiming = await measure(
    'plain AES-GCM decrypt',
    async () => plainOpen(fixedKey, plain),
    options,
  );
  lines.push('', `### Envelope encryption, in process (${CRYPTO_RUNS} runs each)`, '', header);
  lines.push(microRow(seal, plainSealTiming), microRow(open, plainOpenTiming));

  // Through the gateway, as an owner of a fresh organization.
  const { user, api } = await benchLogin(stack.appUrl, `bench-${Date.now()}@security.in`);
  const account = stack.twilioDemoAccount;
  if (!account)
    throw new Error('The local stack runs no Twilio fake (TWILIO_API_BASE_URL was set)');
  const demo = {
    twilioAccountSid: account.sid,
    twilioAuthToken: account.authToken,
    twilioPhoneNumber: account.phoneNumber,
  };
  await api('/api/settings/security', { method: 'POST', body: JSON.stringify(demo) });
  const tested = JSON.parse(
    await api('/api/settings/security/test-connection', { method: 'POST', body: '{}' }),
  ) as { ok: boolean };
  if (!tested.ok) throw new Error('Test connection against the Twilio fake did not pass');
  const at = { runs: RUNS, warmup: 3 };
  const getSecurity = await measure(
    'GET /api/settings/security',
    () => api('/api/settings/security'),
    at,
  );
  const getProfile = await measure(
    'GET /api/settings/profile',
    () => api('/api/settings/profile'),
    at,
  );
  const saveSecurity = await measure(
    'POST /api/settings/security (3 new secrets + phone)',
    () =>
      api('/api/settings/security', {
        method: 'POST',
        body: JSON.stringify({
          ...demo,
          openaiApiKey: `sk-bench-${randomBytes(12).toString('hex')}`,
        }),
      }),
    at,
  );
  const saveProfile = await measure(
    'POST /api/settings/profile',
    () =>
      api('/api/settings/profile', {
        method: 'POST',
        body: JSON.stringify({ name: 'Bench Owner', company: 'Bench', timezone: 'Asia/Kolkata' }),
      }),
    at,
  );
  const testConnection = await measure(
    'POST /api/settings/security/test-connection (Twilio fake)',
    () => api('/api/settings/security/test-connection', { method: 'POST', body: '{}' }),
    at,
  );
  const readiness = await measure(
    'telephonyReadiness (in process: read + open 2 secrets)',
    () => telephonyReadiness(user.organizationId),
    at,
  );
  lines.push(
    '',
    `### Through the local gateway (${RUNS} runs each)`,
    '',
    '| operation | median | p95 | baseline median | ratio |',
    '|---|---|---|---|---|',
    formatRow(getSecurity, getProfile),
    formatRow(saveSecurity, saveProfile),
    formatRow(testConnection, getSecurity),
    formatRow(readiness, getSecurity),
    '',
    'Baselines: GET and POST /api/settings/profile (one item, a signed-in user row) for the security GET and POST (one item, an admin row, which also reads the membership); the security GET for Test connection and telephonyReadiness.',
  );
});
