import { describe, expect, it } from 'vitest';
import {
  changeMemberRoleSchema,
  invitationTokenParamSchema,
  inviteMemberSchema,
} from './team.schema';

describe('the invite form and POST /api/team/invite', () => {
  it('trims and lower-cases the address and makes a member by default', () => {
    const parsed = inviteMemberSchema.parse({
      email: '  Meera.Nair@Example.IN ',
      organizationId: '01JAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(parsed).toEqual({
      email: 'meera.nair@example.in',
      role: 'member',
      organizationId: '01JAAAAAAAAAAAAAAAAAAAAAAA',
    });
  });

  it('names each field that is wrong', () => {
    const result = inviteMemberSchema.safeParse({ email: 'not-an-email', role: 'owner' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      email: 'Enter a valid email address',
      role: 'Role must be member, manager or admin',
      organizationId: 'Choose an organization',
    });
    expect(
      inviteMemberSchema.safeParse({ email: ' ', organizationId: 'o' }).error?.issues[0]?.message,
    ).toBe('Email Address is required');
  });

  it('never makes an owner through a role change', () => {
    expect(changeMemberRoleSchema.safeParse({ role: 'owner' }).success).toBe(false);
    expect(changeMemberRoleSchema.safeParse({ role: 'manager' }).success).toBe(true);
  });

  it('takes only a link token of the shape the server issues', () => {
    const token = 'a'.repeat(43);
    expect(invitationTokenParamSchema.safeParse({ token }).success).toBe(true);
    for (const bad of ['a'.repeat(42), `${'a'.repeat(42)}/`, `${'a'.repeat(42)}.`, '']) {
      expect(invitationTokenParamSchema.safeParse({ token: bad }).success, bad).toBe(false);
    }
  });
});
