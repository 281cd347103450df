import { PLAN_IDS } from '@salesflow/shared/auth/auth-user';
import { describe, expect, it } from 'vitest';
import {
  accountName,
  formatCents,
  formatPaymentAmount,
  lastActiveLabel,
  planLabel,
  usageLabel,
} from './admin-labels';

const now = new Date('2026-11-26T12:00:00Z');

describe('admin labels', () => {
  it('names plans as the plan table does, and Trial', () => {
    expect(PLAN_IDS.map(planLabel)).toEqual([
      'Trial',
      'Basic',
      'Starter',
      'Professional',
      'Enterprise',
    ]);
  });

  it('writes cents as whole US dollars', () => {
    expect(formatCents(421_050)).toBe('$4,211');
    expect(formatCents(0)).toBe('$0');
    expect(formatPaymentAmount(9_900, 'usd')).toBe('$99');
    expect(formatPaymentAmount(249_900, 'INR')).toBe('₹2,499');
  });

  it('says usage in counts, singular for one', () => {
    expect(usageLabel({ contactsUsed: 1240, aiCallsUsed: 37 })).toBe(
      '1,240 contacts · 37 AI calls',
    );
    expect(usageLabel({ contactsUsed: 1, aiCallsUsed: 1 })).toBe('1 contact · 1 AI call');
  });

  it('says when an account was last active, or Never', () => {
    expect(lastActiveLabel('2026-11-26T09:00:00Z', now)).toBe('3 hours ago');
    expect(lastActiveLabel('2026-11-25T09:00:00Z', now)).toBe('yesterday');
    expect(lastActiveLabel(null, now)).toBe('Never');
  });

  it('names an account by its owner, or their email', () => {
    expect(accountName({ firstName: 'Aarav', lastName: 'Mehta', email: 'a@b.example' })).toBe(
      'Aarav Mehta',
    );
    expect(accountName({ firstName: 'Aarav', lastName: null, email: 'a@b.example' })).toBe('Aarav');
    expect(accountName({ firstName: null, lastName: null, email: 'a@b.example' })).toBe(
      'a@b.example',
    );
  });
});
