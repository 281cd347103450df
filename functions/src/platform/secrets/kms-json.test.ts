import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuredDataKeys } from './data-keys';
import { openSecret, SecretUnreadableError, sealSecret } from './secret-box';

/**
 * The KMS path, against a small stand-in for KMS's JSON protocol that wraps data keys under its
 * own key bound to the encryption context, as KMS does: it checks the target header, the SigV4
 * authorization and the request shape, so a wrong call fails here rather than first in AWS.
 */
const KEY_ID = 'arn:aws:kms:ap-south-1:111122223333:key/test';
const master = randomBytes(32);
const seen: { target: string; body: Record<string, unknown>; authorization: string }[] = [];

const aad = (context: unknown) => Buffer.from(JSON.stringify(context));
const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
};

const server = createServer(async (req, res) => {
  const target = String(req.headers['x-amz-target']);
  const body = await readBody(req);
  seen.push({ target, body, authorization: String(req.headers.authorization) });
  const reply = (status: number, payload: unknown) => {
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
    res.end(JSON.stringify(payload));
  };
  if (req.headers['content-type'] !== 'application/x-amz-json-1.1' || body.KeyId !== KEY_ID) {
    return reply(400, { __type: 'ValidationException', message: 'bad request' });
  }
  if (target === 'TrentService.GenerateDataKey' && body.KeySpec === 'AES_256') {
    const plaintext = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', master, iv);
    cipher.setAAD(aad(body.EncryptionContext));
    const wrapped = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return reply(200, {
      KeyId: KEY_ID,
      Plaintext: plaintext.toString('base64'),
      CiphertextBlob: Buffer.concat([iv, cipher.getAuthTag(), wrapped]).toString('base64'),
    });
  }
  if (target === 'TrentService.Decrypt') {
    const blob = Buffer.from(String(body.CiphertextBlob), 'base64');
    try {
      const decipher = createDecipheriv('aes-256-gcm', master, blob.subarray(0, 12));
      decipher.setAAD(aad(body.EncryptionContext));
      decipher.setAuthTag(blob.subarray(12, 28));
      const plaintext = Buffer.concat([decipher.update(blob.subarray(28)), decipher.final()]);
      return reply(200, { KeyId: KEY_ID, Plaintext: plaintext.toString('base64') });
    } catch {
      return reply(400, { __type: 'InvalidCiphertextException', message: '' });
    }
  }
  return reply(400, { __type: 'UnknownOperationException' });
});

describe('secrets with KMS data keys (JSON protocol, no client package)', () => {
  const env = { ...process.env };
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    Object.assign(process.env, {
      SECRETS_KMS_KEY_ID: KEY_ID,
      AWS_ENDPOINT_URL_KMS: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret',
      AWS_REGION: 'ap-south-1',
    });
  });
  afterAll(async () => {
    process.env = env;
    await new Promise((done) => server.close(done));
  });

  it('seals with GenerateDataKey and opens with Decrypt, bound to the organization', async () => {
    const context = { organizationId: 'org-a', purpose: 'openaiApiKey' };
    const sealed = await sealSecret('sk-live-abcdefghijklmnop', context, configuredDataKeys());
    expect(sealed).toMatch(/^v1\.kms\./);
    expect(await openSecret(sealed, context)).toBe('sk-live-abcdefghijklmnop');
    const [generate, decrypt] = seen;
    expect(generate?.target).toBe('TrentService.GenerateDataKey');
    expect(generate?.body.EncryptionContext).toEqual(context);
    expect(generate?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/kms\/aws4_request/,
    );
    expect(decrypt?.target).toBe('TrentService.Decrypt');
    await expect(
      openSecret(sealed, { ...context, organizationId: 'org-b' }),
    ).rejects.toBeInstanceOf(SecretUnreadableError);
  });
});
