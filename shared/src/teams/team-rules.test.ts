import { describe, expect, it } from 'vitest';
import { assignableRoles, leaveRefusal, removalRefusal, roleChangeRefusal } from './team-rules';

const owner = { id: 'o', role: 'owner' } as const;
const admin = { id: 'a', role: 'admin' } as const;
const otherAdmin = { id: 'a2', role: 'admin' } as const;
const manager = { id: 'm', role: 'manager' } as const;
const member = { id: 'x', role: 'member' } as const;

describe('who may change whom', () => {
  it('lets the owner give any role but owner to anyone else', () => {
    expect(roleChangeRefusal(owner, member, 'admin')).toBeNull();
    expect(roleChangeRefusal(owner, admin, 'member')).toBeNull();
    expect(roleChangeRefusal(owner, member, 'owner')).toMatch(/owner/);
  });

  it('lets an admin move members and managers between member and manager only', () => {
    expect(roleChangeRefusal(admin, member, 'manager')).toBeNull();
    expect(roleChangeRefusal(admin, manager, 'member')).toBeNull();
    expect(roleChangeRefusal(admin, member, 'admin')).toMatch(/Only the owner/);
    expect(roleChangeRefusal(admin, otherAdmin, 'member')).toMatch(/Only the owner/);
  });

  it('lets nobody change themselves or the owner, and nobody below admin anything', () => {
    expect(roleChangeRefusal(admin, admin, 'member')).toMatch(/your own role/);
    expect(roleChangeRefusal(admin, owner, 'member')).toMatch(/owner's role/);
    expect(roleChangeRefusal(manager, member, 'manager')).toMatch(/Only an admin/);
  });

  it('offers exactly the roles the rules allow', () => {
    expect(assignableRoles(owner, member)).toEqual(['manager', 'admin']);
    expect(assignableRoles(admin, member)).toEqual(['manager']);
    expect(assignableRoles(admin, otherAdmin)).toEqual([]);
    expect(assignableRoles(member, manager)).toEqual([]);
  });

  it('lets admins remove members and managers, and only the owner remove an admin', () => {
    expect(removalRefusal(admin, member)).toBeNull();
    expect(removalRefusal(admin, manager)).toBeNull();
    expect(removalRefusal(admin, otherAdmin)).toMatch(/Only the owner/);
    expect(removalRefusal(owner, admin)).toBeNull();
    expect(removalRefusal(admin, owner)).toMatch(/owner/);
    expect(removalRefusal(owner, owner)).toMatch(/yourself/);
    expect(removalRefusal(manager, member)).toMatch(/Only an admin/);
  });

  it('lets everyone but the owner leave, and says why not', () => {
    expect(leaveRefusal('member')).toBeNull();
    expect(leaveRefusal('admin')).toBeNull();
    expect(leaveRefusal('owner')).toBe(
      'The owner cannot leave the organization. Transferring ownership is not available yet.',
    );
  });
});
