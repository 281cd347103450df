import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  callingSettingsSchema,
  DEFAULT_CALLING_SETTINGS,
  mergeCallingSettings,
} from './calling-settings.schema';

const problems = (value: unknown) => {
  const parsed = callingSettingsSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('calling settings', () => {
  it('accepts the defaults', () => {
    expect(problems(DEFAULT_CALLING_SETTINGS)).toEqual([]);
  });

  it('refuses bad times, days, windows and numbers with clear messages', () => {
    const bad = {
      ...DEFAULT_CALLING_SETTINGS,
      callingHours: { start: '9am', end: '08:00', days: [0, 3, 3] },
      callsPerSecond: 0,
      autoCalling: { ...DEFAULT_CALLING_SETTINGS.autoCalling, minScore: 101, start: '18:00' },
    };
    expect(problems(bad)).toEqual(
      expect.arrayContaining([
        'callingHours.start: Start time must be a time like 09:00',
        'callingHours.days.0: Days are weekdays 1 (Monday) to 7 (Sunday)',
        'callsPerSecond: Calls per second must be a whole number from 1 to 30',
        'autoCalling.minScore: Minimum score must be a whole number from 0 to 100',
        'autoCalling.end: The end time must be after the start time',
      ]),
    );
    expect(
      problems({
        ...DEFAULT_CALLING_SETTINGS,
        callingHours: { start: '10:00', end: '09:00', days: [1] },
      }),
    ).toEqual(['callingHours.end: The end time must be after the start time']);
    expect(
      problems({
        ...DEFAULT_CALLING_SETTINGS,
        callingHours: { start: '09:00', end: '20:00', days: [2, 2] },
      }),
    ).toEqual(['callingHours.days: Each day at most once']);
  });

  it('merges what was stored over the defaults', () => {
    const merged = mergeCallingSettings({ requireConsent: true } as never);
    expect(merged.requireConsent).toBe(true);
    expect(merged.callingHours).toEqual(DEFAULT_CALLING_SETTINGS.callingHours);
    expect(z.parse(callingSettingsSchema, merged)).toEqual(merged);
  });
});
