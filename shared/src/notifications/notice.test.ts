import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../settings/notification-preferences';
import { wantsEmail } from './notice';

describe('which notices are emailed', () => {
  it('emails every kind by default but the daily report, which is off until chosen', () => {
    const prefs = DEFAULT_NOTIFICATION_PREFERENCES;
    expect(wantsEmail(prefs, 'assignment')).toBe(true);
    expect(wantsEmail(prefs, 'leadScored')).toBe(true);
    expect(wantsEmail(prefs, 'callCompleted')).toBe(true);
    expect(wantsEmail(prefs, 'dailyReport')).toBe(false);
  });

  it('emails nothing when Email Notifications are off, and follows each kind’s own switch', () => {
    const off = { ...DEFAULT_NOTIFICATION_PREFERENCES, emailNotifications: false };
    expect(wantsEmail(off, 'assignment')).toBe(false);
    const noScores = { ...DEFAULT_NOTIFICATION_PREFERENCES, leadScoringUpdates: false };
    expect(wantsEmail(noScores, 'leadScored')).toBe(false);
    expect(wantsEmail(noScores, 'assignment')).toBe(true);
  });
});
