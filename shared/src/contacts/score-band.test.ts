import { describe, expect, it } from 'vitest';
import { capitalise, scoreBand, scoreLabel, statusTone } from './score-band';

describe('score bands and status badges (spec section 9)', () => {
  it.each([
    [100, 'success', 'High'],
    [80, 'success', 'High'],
    [79, 'warning', 'Medium'],
    [60, 'warning', 'Medium'],
    [59, 'danger', 'Low'],
    [0, 'danger', 'Low'],
  ])('score %i is %s / %s', (score, band, label) => {
    expect(scoreBand(score)).toBe(band);
    expect(scoreLabel(score)).toBe(label);
  });

  it('colours hot green, warm yellow, cold and anything else gray', () => {
    expect(statusTone('hot')).toBe('success');
    expect(statusTone('warm')).toBe('warning');
    expect(statusTone('cold')).toBe('default');
    expect(statusTone('lost')).toBe('default');
    expect(capitalise('warm')).toBe('Warm');
  });
});
