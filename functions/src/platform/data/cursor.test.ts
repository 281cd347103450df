import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { details?: { field: string; message: string }[] }).details;
  }
  return undefined;
};

describe('page cursors', () => {
  beforeEach(() => {
    process.env.CURSOR_SIGNING_KEY = 'test-key-for-cursors';
  });
  afterEach(() => {
    delete process.env.CURSOR_SIGNING_KEY;
  });

  it('reads back what it issued, for the same scope', () => {
    const cursor = encodeCursor(['CONTACT#01', 'CONTACT#02'], 'contacts|org-1|');
    expect(decodeCursor(cursor, 'contacts|org-1|', isStrings)).toEqual([
      'CONTACT#01',
      'CONTACT#02',
    ]);
  });

  it('refuses a forged cursor, as a field error, before reading it', () => {
    const forged = 'WyJBIiwiQSIsIkEiLCJBIiwiQSIsIkEiLCJBIiwiQSJd';
    expect(refusal(() => decodeCursor(forged, 'contacts|org-1|', isStrings))).toEqual([
      { field: 'cursor', message: 'Cursor is not valid' },
    ]);
  });

  it('refuses a cursor whose payload was changed, or that was issued elsewhere', () => {
    const cursor = encodeCursor(['CONTACT#01'], 'contacts|org-1|');
    const [, signature] = cursor.split('.');
    const changed = `${Buffer.from('["CONTACT#99"]').toString('base64url')}.${signature}`;
    expect(refusal(() => decodeCursor(changed, 'contacts|org-1|', isStrings))).toBeDefined();
    expect(refusal(() => decodeCursor(cursor, 'contacts|org-2|', isStrings))).toBeDefined();
    expect(refusal(() => decodeCursor(cursor, 'contacts|org-1|mumbai', isStrings))).toBeDefined();
    process.env.CURSOR_SIGNING_KEY = 'another-deployment';
    expect(refusal(() => decodeCursor(cursor, 'contacts|org-1|', isStrings))).toBeDefined();
  });

  it('refuses garbage of every shape without throwing anything but the field error', () => {
    for (const bad of ['', '.', 'a.b.c', '%%%.%%%', 'e30.AAAA', `${'x'.repeat(100)}.`]) {
      expect(
        refusal(() => decodeCursor(bad, 's', isStrings)),
        bad,
      ).toEqual([{ field: 'cursor', message: 'Cursor is not valid' }]);
    }
  });
});
