import { describe, expect, it } from 'vitest';
import { isTeamRole, roleAtLeast, rolesBelow, TEAM_ROLES } from './roles';

describe('team roles', () => {
  it('orders the roles: each includes the ones below it', () => {
    expect(roleAtLeast('owner', 'member')).toBe(true);
    expect(roleAtLeast('admin', 'manager')).toBe(true);
    expect(roleAtLeast('manager', 'manager')).toBe(true);
    expect(roleAtLeast('member', 'manager')).toBe(false);
    expect(roleAtLeast('admin', 'owner')).toBe(false);
  });

  it('names the roles a minimum refuses', () => {
    expect(rolesBelow('member')).toEqual([]);
    expect(rolesBelow('admin')).toEqual(['member', 'manager']);
    expect(rolesBelow('owner')).toEqual(TEAM_ROLES.slice(0, 3));
  });

  it('recognises only the four roles', () => {
    expect(isTeamRole('admin')).toBe(true);
    expect(isTeamRole('superuser')).toBe(false);
    expect(isTeamRole(undefined)).toBe(false);
  });
});
