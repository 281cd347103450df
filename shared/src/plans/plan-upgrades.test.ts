import { describe, expect, it } from 'vitest';
import { contactRoomProblem, planWithMoreContacts } from './plan-upgrades';
import { effectivePlan } from './plans';

const day = 86_400_000;

describe('contact room', () => {
  it('names the limit and the plan that lifts it', () => {
    const trial = effectivePlan('trial', new Date(Date.now() - day).toISOString());
    expect(contactRoomProblem(trial, 499, 1)).toBeNull();
    expect(contactRoomProblem(trial, 500, 1)).toBe(
      'Your Trial plan holds up to 500 contacts and you have 500. Upgrade to Professional for up to 2,500 contacts.',
    );
    const basic = effectivePlan('basic', new Date().toISOString());
    expect(contactRoomProblem(basic, 250, 1)).toContain(
      'Upgrade to Starter for up to 500 contacts.',
    );
    const professional = effectivePlan('professional', new Date().toISOString());
    expect(contactRoomProblem(professional, 2500, 3)).toContain(
      'Upgrade to Enterprise for unlimited contacts.',
    );
    const enterprise = effectivePlan('enterprise', new Date().toISOString());
    expect(contactRoomProblem(enterprise, 1_000_000, 1)).toBeNull();
  });

  it('refuses every contact once the trial has ended', () => {
    const ended = effectivePlan('trial', new Date(Date.now() - 15 * day).toISOString());
    expect(contactRoomProblem(ended, 0, 1)).toMatch(/^Your 14-day trial has ended/);
  });

  it('finds the cheapest plan with more room', () => {
    expect(planWithMoreContacts(250)?.id).toBe('starter');
    expect(planWithMoreContacts(2500)?.id).toBe('enterprise');
  });
});
