import { describe, expect, it } from 'vitest';
import { mayChangeDeal, mayChangeLead } from './lead-rules';

const lead = (assignedTo: string | null, ownerId = 'owner') => ({ assignedTo, ownerId });

describe('who may change a lead', () => {
  it('lets managers and above change every lead', () => {
    for (const role of ['manager', 'admin', 'owner'] as const) {
      expect(mayChangeLead({ userId: 'm', role }, lead('owner'))).toBe(true);
      expect(mayChangeLead({ userId: 'm', role }, lead('someone'))).toBe(true);
    }
  });

  it('lets a member change the leads assigned to them, owned by them, or unassigned', () => {
    const member = { userId: 'me', role: 'member' as const };
    expect(mayChangeLead(member, lead('me'))).toBe(true);
    expect(mayChangeLead(member, lead('colleague', 'me'))).toBe(true);
    expect(mayChangeLead(member, lead(null))).toBe(true);
    expect(mayChangeLead(member, lead('owner'))).toBe(false);
    expect(mayChangeLead(member, lead('colleague', 'owner'))).toBe(false);
  });

  it('treats an unknown role as a member', () => {
    expect(mayChangeLead({ userId: 'me' }, lead('owner'))).toBe(false);
    expect(mayChangeLead({ userId: 'me', role: null }, lead('me'))).toBe(true);
  });

  it('makes a deal follow its lead, and a deal on no lead its maker’s', () => {
    const member = { userId: 'me', role: 'member' as const };
    expect(mayChangeDeal(member, { ownerId: 'me' }, lead('owner'))).toBe(false);
    expect(mayChangeDeal(member, { ownerId: 'owner' }, lead('me'))).toBe(true);
    expect(mayChangeDeal(member, { ownerId: 'me' }, null)).toBe(true);
    expect(mayChangeDeal(member, { ownerId: 'owner' }, null)).toBe(false);
    expect(mayChangeDeal({ userId: 'x', role: 'manager' }, { ownerId: 'owner' }, null)).toBe(true);
  });
});
