import { describe, expect, it } from 'vitest';
import { countSkip, emptyTally, skippedSummary } from './auto-run-skips';

describe('what auto-calling skipped, in counts', () => {
  const now = new Date('2026-11-25T02:00:00.000Z'); // 07:30 in India, a Wednesday

  it('says nothing when nobody was passed over', () => {
    expect(skippedSummary(emptyTally(), 'Asia/Kolkata', now)).toBe('');
  });

  it('counts each reason, most first, and the soonest next call in the organization’s time', () => {
    const tally = emptyTally();
    for (let i = 0; i < 8; i++) countSkip(tally, 'called-today');
    countSkip(tally, 'outside-hours', new Date('2026-11-25T05:30:00.000Z'));
    countSkip(tally, 'outside-hours', new Date('2026-11-25T03:30:00.000Z'));
    countSkip(tally, 'outside-hours', new Date('2026-11-25T04:30:00.000Z'));
    countSkip(tally, 'outside-hours', new Date('2026-11-25T06:30:00.000Z'));
    expect(skippedSummary(tally, 'Asia/Kolkata', now)).toBe(
      '12 skipped: 8 called today, 4 outside calling hours; next call possible at 09:00.',
    );
  });

  it('names the day when the next call is not today, and keeps equal counts in a fixed order', () => {
    const tally = emptyTally();
    countSkip(tally, 'do-not-call');
    countSkip(tally, 'outside-hours', new Date('2026-11-26T03:30:00.000Z'));
    countSkip(tally, 'no-consent');
    expect(skippedSummary(tally, 'Asia/Kolkata', now)).toBe(
      '3 skipped: 1 outside calling hours, 1 Do Not Call, 1 no consent on record; next call possible on Thu 26 Nov at 09:00.',
    );
  });
});
