import { describe, expect, it } from 'vitest';
import { UNASSIGNED } from './contact.entity';
import { canSeeContact, listedHolders, visibleHolders } from './contact-visibility';

const own = { userId: 'u1', scope: { kind: 'own' as const, userId: 'u1' } };
const all = { userId: 'u1', scope: { kind: 'all' as const } };

describe('contact visibility', () => {
  it('shows a member in own mode their leads and the unassigned ones only', () => {
    expect(visibleHolders(own)).toEqual(['u1', UNASSIGNED]);
    expect(canSeeContact(own, { assignedTo: 'u1' })).toBe(true);
    expect(canSeeContact(own, { assignedTo: null })).toBe(true);
    expect(canSeeContact(own, { assignedTo: 'u2' })).toBe(false);
  });

  it('shows everyone else everything', () => {
    expect(visibleHolders(all)).toBeNull();
    expect(visibleHolders({ userId: 'u1' })).toBeNull();
    expect(canSeeContact(all, { assignedTo: 'u2' })).toBe(true);
  });

  it('narrows a filter to what the caller may see', () => {
    expect(listedHolders(all, undefined)).toBeNull();
    expect(listedHolders(all, 'me')).toEqual(['u1']);
    expect(listedHolders(all, 'none')).toEqual([UNASSIGNED]);
    expect(listedHolders(all, 'u2')).toEqual(['u2']);
    expect(listedHolders(own, undefined)).toEqual(['u1', UNASSIGNED]);
    expect(listedHolders(own, 'me')).toEqual(['u1']);
    expect(listedHolders(own, 'u2')).toEqual([]);
  });
});
