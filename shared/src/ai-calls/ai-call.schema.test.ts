import { describe, expect, it } from 'vitest';
import { aiCallCreateSchema, aiCallUpdateSchema } from './ai-call.schema';

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
