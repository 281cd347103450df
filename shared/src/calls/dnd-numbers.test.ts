import { describe, expect, it } from 'vitest';
import { dndUploadSchema, readDndNumbers, scrubIsStale } from './dnd-numbers';

describe('reading a scrub’s numbers', () => {
  it('reads a list in any Indian way of writing, each number once', () => {
    const read = readDndNumbers({
      numbers: ['9876543210', '+91 98765 43210', '09812345678', '919811122233', 'call me', '12'],
    });
    expect(read.numbers).toEqual(['+919876543210', '+919812345678', '+919811122233']);
    expect(read.invalid).toEqual([
      { line: 5, value: 'call me' },
      { line: 6, value: '12' },
    ]);
    expect(read.invalidCount).toBe(2);
  });

  it('reads a CSV: the number column of each line, the header skipped quietly', () => {
    const read = readDndNumbers({
      csv: 'Name,Mobile,Status\r\nAsha,9876543210,DND\nRavi,"98123 45678",DND\n\nBad,555,DND\n',
    });
    expect(read.numbers).toEqual(['+919876543210', '+919812345678']);
    expect(read.invalid).toEqual([{ line: 5, value: 'Bad,555,DND' }]);
  });

  it('refuses numbers abroad (NCPR is India’s registry)', () => {
    expect(readDndNumbers({ numbers: ['+14155550100'] }).numbers).toEqual([]);
  });
});

describe('the upload', () => {
  const problems = (value: unknown) =>
    (dndUploadSchema.safeParse(value).error?.issues ?? []).map((i) => i.message);

  it('needs a scrub date and the numbers as a list or a CSV, not both', () => {
    expect(problems({ scrubbedOn: '2026-11-20', numbers: ['9876543210'] })).toEqual([]);
    expect(problems({ scrubbedOn: '2026-11-20', csv: '9876543210' })).toEqual([]);
    expect(problems({ scrubbedOn: '20/11/2026', numbers: [] })[0]).toContain('scrub date');
    expect(problems({ scrubbedOn: '2026-11-20' })).toEqual([
      'Send the numbers as a list or as a CSV',
    ]);
    expect(problems({ scrubbedOn: '2026-11-20', numbers: [], csv: '' })).toEqual([
      'Send the numbers as a list or as a CSV',
    ]);
  });

  it('takes at most 5,000 numbers at a time', () => {
    const numbers = Array.from({ length: 5001 }, (_, i) => String(9_000_000_000 + i));
    expect(problems({ scrubbedOn: '2026-11-20', numbers })).toEqual([
      'Upload at most 5,000 numbers at a time',
    ]);
  });
});

describe('a scrub’s age', () => {
  it('is stale after 15 days, or when there was none', () => {
    expect(scrubIsStale('2026-11-13', '2026-11-28')).toBe(false);
    expect(scrubIsStale('2026-11-12', '2026-11-28')).toBe(true);
    expect(scrubIsStale(null, '2026-11-28')).toBe(true);
  });
});
