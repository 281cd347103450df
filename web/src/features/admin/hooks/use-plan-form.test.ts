import { describe, expect, it } from 'vitest';
import { makeAccount, trialAccount } from '../testing/admin-fixtures';
import { trialDaysLeft, validatePlanForm } from './use-plan-form';

const now = new Date('2026-11-26T10:00:00Z');

describe('the Edit plan form', () => {
  it('starts a trial at its days left (1 to 90), any other account at 14', () => {
    expect(trialDaysLeft({ ...trialAccount, trialEndsAt: '2026-12-01T10:00:00Z' }, now)).toBe(5);
    expect(trialDaysLeft({ ...trialAccount, trialEndsAt: '2026-11-20T10:00:00Z' }, now)).toBe(1);
    expect(trialDaysLeft(makeAccount(), now)).toBe(14);
  });

  it('checks as the server does: a reason, and trial days 1 to 90 for a trial only', () => {
    expect(validatePlanForm({ planId: 'trial', trialDays: '30', reason: ' Pilot ' })).toEqual({
      payload: { planId: 'trial', trialDays: 30, reason: 'Pilot' },
      errors: {},
    });
    expect(validatePlanForm({ planId: 'basic', trialDays: '900', reason: 'Downgrade' })).toEqual({
      payload: { planId: 'basic', reason: 'Downgrade' },
      errors: {},
    });
    expect(validatePlanForm({ planId: 'trial', trialDays: '', reason: 'x' }).payload).toEqual({
      planId: 'trial',
      reason: 'x',
    });
    expect(validatePlanForm({ planId: 'trial', trialDays: '2.5', reason: ' ' }).errors).toEqual({
      trialDays: 'Trial days must be a whole number from 1 to 90',
      reason: 'Say why (for the audit log)',
    });
  });
});
