import { describe, expect, it } from 'vitest';
import { effectivePlan, PLANS, planWithMoreCalls } from './plans';

describe('plans', () => {
  it('holds document 2 section 9: prices, contacts, AI calls, users', () => {
    const row = (id: string) => PLANS.find((p) => p.id === id);
    expect(PLANS.map((p) => p.id)).toEqual(['basic', 'starter', 'professional', 'enterprise']);
    expect(row('basic')).toMatchObject({
      monthlyPriceCents: 1900,
      annualPriceCents: 19_000,
      contactLimit: 250,
      aiCallsPerMonth: 0,
      minUsers: 1,
      maxUsers: 2,
    });
    expect(row('starter')).toMatchObject({ contactLimit: 500, aiCallsPerMonth: 100, maxUsers: 5 });
    expect(row('professional')).toMatchObject({
      monthlyPriceCents: 14_900,
      annualPriceCents: 149_000,
      contactLimit: 2500,
      aiCallsPerMonth: 500,
      popular: true,
    });
    expect(row('enterprise')).toMatchObject({
      contactLimit: null,
      aiCallsPerMonth: 1500,
      minUsers: 10,
      maxUsers: null,
    });
    expect(PLANS.filter((p) => p.popular)).toHaveLength(1);
  });

  it('a trial has the Starter limits for 14 days, then is expired', () => {
    const start = '2026-11-01T10:00:00.000Z';
    const during = effectivePlan('trial', start, new Date('2026-11-14T10:00:00Z'));
    expect(during).toMatchObject({ name: 'Trial', expired: false });
    expect(during.limits.aiCallsPerMonth).toBe(100);
    expect(during.trialEndsAt).toBe('2026-11-15T10:00:00.000Z');
    expect(effectivePlan('trial', start, new Date('2026-11-15T10:00:00Z')).expired).toBe(true);
    expect(effectivePlan('professional', start, new Date('2030-01-01')).expired).toBe(false);
  });

  it('names the plan that lifts a limit', () => {
    expect(planWithMoreCalls(0)?.id).toBe('starter');
    expect(planWithMoreCalls(100)?.id).toBe('professional');
    expect(planWithMoreCalls(500)?.id).toBe('enterprise');
    expect(planWithMoreCalls(1500)).toBe(null);
  });
});
