import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { config } from '../config';
import { ValidationError } from '../errors';

/**
 * Opaque page cursors: base64url JSON and an HMAC over it and its scope (the list, organization
 * and filter it was issued for). A cursor the server did not issue, or one issued for another
 * list, is refused before anything reads it: tamper-evident rather than checked piece by piece.
 */
const invalid = () => new ValidationError([{ field: 'cursor', message: 'Cursor is not valid' }]);

let localKey: Buffer | undefined;

/** The signing key: configured in AWS; a key of this process's own on the local stack. */
const signingKey = (): Buffer => {
  const configured = config.cursorSigningKey;
  if (configured) return Buffer.from(configured, 'utf8');
  localKey ??= randomBytes(32);
  return localKey;
};

const sign = (payload: string, scope: string) =>
  createHmac('sha256', signingKey()).update(`${scope}\n${payload}`).digest().subarray(0, 16);

export const encodeCursor = (value: unknown, scope: string): string => {
  const payload = Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  return `${payload}.${sign(payload, scope).toString('base64url')}`;
};

export const decodeCursor = <T>(
  cursor: string,
  scope: string,
  isValid: (value: unknown) => value is T,
): T => {
  const [payload, signature, extra] = cursor.split('.');
  if (!payload || !signature || extra !== undefined) throw invalid();
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(payload, scope);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (isValid(value)) return value;
  } catch {
    // fall through: a signed cursor of another shape (an older release) is just as unusable
  }
  throw invalid();
};
