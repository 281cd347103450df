import { describe, expect, it } from 'vitest';
import {
  aiCallCreateSchema,
  aiCallUpdateSchema,
  formatCallDuration,
  formatTimer,
  outcomeLabel,
} from './ai-call.schema';

describe('ai call schema', () => {
  it('defaults a new call to queued and trims the phone', () => {
    const parsed = aiCallCreateSchema.parse({
      contactId: 'ABC123',
      phoneNumber: ' +91 98765 43210 ',
    });
    expect(parsed).toEqual({
      contactId: 'ABC123',
      phoneNumber: '+91 98765 43210',
      status: 'queued',
    });
  });

  it('refuses phone numbers that are not numbers', () => {
    for (const phoneNumber of ['', 'call me', '12345', '+91 98765 43210 ext. 5', 'x'.repeat(41)]) {
      expect(
        aiCallCreateSchema.safeParse({ contactId: 'A', phoneNumber }).success,
        phoneNumber,
      ).toBe(false);
    }
  });

  it('keeps confidence to decimal(5,4) and the score to whole numbers 0-100', () => {
    expect(aiCallUpdateSchema.safeParse({ confidence: 0.92 }).success).toBe(true);
    expect(aiCallUpdateSchema.safeParse({ confidence: 0.9234 }).success).toBe(true);
    expect(aiCallUpdateSchema.safeParse({ confidence: 0.92345 }).success).toBe(false);
    expect(aiCallUpdateSchema.safeParse({ confidence: 1 }).success).toBe(true);
    expect(aiCallUpdateSchema.safeParse({ confidence: -0.1 }).success).toBe(false);
    expect(aiCallUpdateSchema.safeParse({ aiScore: 0 }).success).toBe(true);
    expect(aiCallUpdateSchema.safeParse({ aiScore: 100 }).success).toBe(true);
    expect(aiCallUpdateSchema.safeParse({ aiScore: 100.5 }).success).toBe(false);
    expect(aiCallUpdateSchema.safeParse({ aiScore: null }).success).toBe(true);
  });

  it('leaves out what a PUT does not send', () => {
    expect(aiCallUpdateSchema.parse({ status: 'completed' })).toEqual({ status: 'completed' });
  });
});

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
