import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { assertMayUseSecrets } from '../route-grants';
import { configuredDataKeys, contextBytes, type DataKeys, type KeySource } from './data-keys';

/**
 * Envelope encryption of one provider secret: the value is encrypted with AES-256-GCM under a
 * fresh data key, and only the wrapped data key is kept beside it (KMS in AWS, the local master
 * key here). Both the value and the wrapped key are bound to `{ organizationId, purpose }`: a
 * sealed value copied to another organization's item, or to another field, does not open.
 *
 * Sealed form: `v1.<source>.<wrapped key>.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
export interface SecretContext {
  organizationId: string;
  /** Which secret this is (the field), so one organization's secrets cannot be swapped either. */
  purpose: string;
}

export class SecretUnreadableError extends Error {
  constructor(reason: string) {
    super(`The stored secret could not be decrypted: ${reason}`);
    this.name = 'SecretUnreadableError';
  }
}

const VERSION = 'v1';
const b64 = (bytes: Buffer) => bytes.toString('base64url');
const bytesOf = (text: string) => Buffer.from(text, 'base64url');
const contextOf = (context: SecretContext): Record<string, string> => ({
  organizationId: context.organizationId,
  purpose: context.purpose,
});

export const sealSecret = async (
  plaintext: string,
  context: SecretContext,
  keys: DataKeys = configuredDataKeys(),
): Promise<string> => {
  assertMayUseSecrets('write');
  const kmsContext = contextOf(context);
  const dataKey = await keys.generate(kmsContext);
  try {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', dataKey.plaintext, iv);
    cipher.setAAD(contextBytes(kmsContext));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [
      VERSION,
      keys.source,
      b64(dataKey.wrapped),
      b64(iv),
      b64(cipher.getAuthTag()),
      b64(body),
    ].join('.');
  } finally {
    dataKey.plaintext.fill(0);
  }
};

export const openSecret = async (
  sealed: string,
  context: SecretContext,
  keys?: DataKeys,
): Promise<string> => {
  assertMayUseSecrets('read');
  const [version, source, wrapped, iv, tag, body, ...rest] = sealed.split('.');
  if (version !== VERSION || rest.length || !wrapped || !iv || !tag || body === undefined) {
    throw new SecretUnreadableError('not a sealed secret');
  }
  if (source !== 'kms' && source !== 'local') throw new SecretUnreadableError('unknown key source');
  const kmsContext = contextOf(context);
  let dataKey: Buffer;
  try {
    dataKey = await (keys ?? configuredDataKeys(source as KeySource)).unwrap(
      bytesOf(wrapped),
      kmsContext,
    );
  } catch (error) {
    throw new SecretUnreadableError(`its data key did not unwrap (${(error as Error).message})`);
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', dataKey, bytesOf(iv));
    decipher.setAAD(contextBytes(kmsContext));
    decipher.setAuthTag(bytesOf(tag));
    return Buffer.concat([decipher.update(bytesOf(body)), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretUnreadableError('it was changed or belongs elsewhere');
  } finally {
    dataKey.fill(0);
  }
};
