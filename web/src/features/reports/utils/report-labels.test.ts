import { describe, expect, it } from 'vitest';
import { bucketLabel, formatDays, percentOf, wordsLabel } from './report-labels';

describe('report labels', () => {
  it('labels a trend bucket by the report granularity', () => {
    expect(bucketLabel({ from: '2026-11-03', to: '2026-11-03' }, 'day')).toBe('Nov 3');
    expect(bucketLabel({ from: '2026-11-03', to: '2026-11-09' }, 'week')).toBe('Nov 3 – Nov 9');
    expect(bucketLabel({ from: '2026-12-29', to: '2027-01-04' }, 'week')).toBe('Dec 29 – Jan 4');
    // A range's last week can be a single day.
    expect(bucketLabel({ from: '2026-11-26', to: '2026-11-26' }, 'week')).toBe('Nov 26');
    // A year's first month starts mid-month; it is still that month.
    expect(bucketLabel({ from: '2025-11-27', to: '2025-11-30' }, 'month')).toBe('Nov 2025');
    expect(bucketLabel({ from: '2026-11-01', to: '2026-11-26' }, 'month')).toBe('Nov 2026');
  });

  it('names sources, stages and outcomes, and says days in a stage', () => {
    expect(wordsLabel('cold_call')).toBe('Cold Call');
    expect(wordsLabel('unknown')).toBe('Unknown');
    expect(wordsLabel('not_interested')).toBe('Not Interested');
    expect(wordsLabel('qualification')).toBe('Qualification');
    expect(formatDays(4.5)).toBe('4.5 days');
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(null)).toBe('—');
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(5, 0)).toBe(0);
  });
});
