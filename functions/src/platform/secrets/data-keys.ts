import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { kmsDecrypt, kmsGenerateDataKey } from './kms-json';

/**
 * Where a secret's data key comes from and goes back to: KMS in AWS (the key named by
 * SECRETS_KMS_KEY_ID), or a local master key on the local stack and in tests (LOCAL_SECRETS_KEY,
 * 32 random bytes in base64, which the local stack makes once into .data/). Either way the
 * wrapped key is bound to the secret's context (its organization and field): unwrapping it under
 * another context fails.
 */
export type KeySource = 'kms' | 'local';

export interface DataKeys {
  source: KeySource;
  generate(context: Record<string, string>): Promise<{ plaintext: Buffer; wrapped: Buffer }>;
  unwrap(wrapped: Buffer, context: Record<string, string>): Promise<Buffer>;
}

/** The context as associated data: sorted, so the same context always gives the same bytes. */
export const contextBytes = (context: Record<string, string>): Buffer =>
  Buffer.from(
    JSON.stringify(Object.entries(context).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  );

const kmsKeys = (keyId: string): DataKeys => ({
  source: 'kms',
  generate: (context) => kmsGenerateDataKey(keyId, context),
  unwrap: (wrapped, context) => kmsDecrypt(keyId, wrapped, context),
});

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM under the local master key: iv | tag | wrapped key. */
export const localKeys = (masterKey: Buffer): DataKeys => ({
  source: 'local',
  generate: async (context) => {
    const plaintext = randomBytes(32);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
    cipher.setAAD(contextBytes(context));
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return { plaintext, wrapped: Buffer.concat([iv, cipher.getAuthTag(), body]) };
  },
  unwrap: async (wrapped, context) => {
    const decipher = createDecipheriv('aes-256-gcm', masterKey, wrapped.subarray(0, IV_BYTES));
    decipher.setAAD(contextBytes(context));
    decipher.setAuthTag(wrapped.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(wrapped.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]);
  },
});

const localMasterKey = (encoded: string): Buffer => {
  const key = Buffer.from(encoded, 'base64');
  if (key.length !== 32) throw new Error('LOCAL_SECRETS_KEY must be 32 bytes in base64');
  return key;
};

/** The key source this function is configured with: KMS when a key id is set, else the local key. */
export const configuredDataKeys = (source?: KeySource): DataKeys => {
  const kmsKeyId = process.env.SECRETS_KMS_KEY_ID;
  const local = process.env.LOCAL_SECRETS_KEY;
  const wanted = source ?? (kmsKeyId ? 'kms' : 'local');
  if (wanted === 'kms' && kmsKeyId) return kmsKeys(kmsKeyId);
  if (wanted === 'local' && local) return localKeys(localMasterKey(local));
  throw new Error(
    wanted === 'kms'
      ? 'Missing environment variable SECRETS_KMS_KEY_ID'
      : 'Missing environment variable SECRETS_KMS_KEY_ID or LOCAL_SECRETS_KEY',
  );
};
