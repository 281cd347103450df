import { ValidationError } from '../http/errors';

/** Opaque page cursors: base64url JSON. The client never reads them; the server validates them. */
export const encodeCursor = (value: unknown): string =>
  Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

export const decodeCursor = <T>(cursor: string, isValid: (value: unknown) => value is T): T => {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (isValid(value)) return value;
  } catch {
    // fall through to the validation error below
  }
  throw new ValidationError([{ field: 'cursor', message: 'Cursor is not valid' }]);
};
