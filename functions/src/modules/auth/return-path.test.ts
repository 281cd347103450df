import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH, safeReturnPath } from './return-path';

describe('the page a sign-in returns to', () => {
  it('keeps a path of this app', () => {
    const inviteLink = `/invite/${'Ab0_-'.repeat(8)}xyz`;
    for (const path of [
      '/app',
      '/app/contacts',
      '/app/deals/',
      '/',
      '/app/ai-calling',
      inviteLink,
    ]) {
      expect(safeReturnPath(path)).toBe(path);
    }
  });

  it('sends anything that could leave the origin to /app', () => {
    for (const hostile of [
      '//16843009',
      '//evil',
      '///evil',
      '/\\evil',
      '\\\\evil',
      'https://evil.example',
      'evil',
      '/app//evil',
      '/app/../..//evil',
      '/%2F%2Fevil',
      '/app?next=//evil',
      ' /app',
      '',
      undefined,
      null,
      `/${'a'.repeat(300)}`,
    ]) {
      expect(safeReturnPath(hostile), String(hostile)).toBe(DEFAULT_RETURN_PATH);
    }
  });
});
