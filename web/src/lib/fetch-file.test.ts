import { describe, expect, it } from 'vitest';
import { fileNameOf } from './fetch-file';

describe('fileNameOf', () => {
  it('reads the file name a Content-Disposition gives', () => {
    expect(fileNameOf('attachment; filename="accounts-2026-11-26.csv"')).toBe(
      'accounts-2026-11-26.csv',
    );
    expect(fileNameOf('attachment; filename=accounts.csv')).toBe('accounts.csv');
    expect(fileNameOf('attachment; filename="a.csv"; filename*=UTF-8\'\'K%C3%B6ln.csv')).toBe(
      'Köln.csv',
    );
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
