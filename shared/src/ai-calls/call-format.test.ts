import { describe, expect, it } from 'vitest';
import { formatCallDuration, formatTimer, outcomeLabel } from './call-format';

describe('call display', () => {
  it('labels the four outcomes and calls anything else Unknown', () => {
    expect(outcomeLabel('interested')).toBe('Interested');
    expect(outcomeLabel('not_interested')).toBe('Not Interested');
    expect(outcomeLabel('callback')).toBe('Callback');
    expect(outcomeLabel('no_answer')).toBe('No Answer');
    expect(outcomeLabel('voicemail')).toBe('Unknown');
    expect(outcomeLabel('')).toBe('Unknown');
    expect(outcomeLabel(null)).toBe('Unknown');
    expect(outcomeLabel('toString')).toBe('Unknown');
  });

  it('shows durations as minutes:seconds, N/A when absent, and the timer as mm:ss', () => {
    expect(formatCallDuration(72)).toBe('1:12');
    expect(formatCallDuration(5)).toBe('0:05');
    expect(formatCallDuration(0)).toBe('0:00');
    expect(formatCallDuration(null)).toBe('N/A');
    expect(formatTimer(0)).toBe('00:00');
    expect(formatTimer(65)).toBe('01:05');
    expect(formatTimer(3600)).toBe('60:00');
  });
});
