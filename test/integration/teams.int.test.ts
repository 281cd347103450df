import { randomUUID } from 'node:crypto';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type {
  CurrentOrganization,
  OrganizationSummary,
  TeamMember,
} from '@salesflow/shared/teams/team.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { invitationLinkTo } from '../support/mailbox';
import { organizationItem, signInAsMember } from '../support/team';

const address = (name: string) => `${name}-${randomUUID()}@example.in`;
const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;
type Failure = { error: { code: string; message: string; details?: { field: string }[] } };

describe('organizations and members', () => {
  let owner: ApiClient;
  let organizationId: string;

  beforeAll(async () => {
    owner = await signIn(address('owner'));
    organizationId = (await me(owner)).organizationId;
  });

  it('lists the caller’s organizations with the current one first', async () => {
    const response = await owner.get<OrganizationSummary[]>('/api/organizations');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        id: organizationId,
        name: expect.stringContaining('Workspace'),
        plan: 'trial',
        maxMembers: 5,
        currentMembers: 1,
        pendingInvitations: 0,
        role: 'owner',
        current: true,
      },
    ]);
  });

  it('lists the members with role, status and the nested user, owner first', async () => {
    const manager = await signInAsMember(organizationId, 'manager');
    const response = await manager.get<TeamMember[]>('/api/team/members');
    expect(response.status).toBe(200);
    expect(response.body[0]).toMatchObject({ role: 'owner', user: { email: owner.email } });
    expect(response.body.find((m) => m.user.email === manager.email)).toEqual({
      id: (await me(manager)).id,
      role: 'manager',
      status: 'active',
      joinedAt: expect.any(String),
      user: { firstName: null, lastName: null, email: manager.email },
    });
  });

  it('switches the session to another organization of the caller, and its records with it', async () => {
    // Two organizations, each with a contact of its own; the user belongs to both.
    const other = await signIn(address('other-owner'));
    const otherId = (await me(other)).organizationId;
    await other.post('/api/contacts', { name: 'Theirs', email: address('theirs') });
    await owner.post('/api/contacts', { name: 'Ours', email: address('ours') });
    await other.post('/api/team/invite', {
      email: owner.email,
      role: 'member',
      organizationId: otherId,
    });
    const { token } = await invitationLinkTo(owner.email);
    expect((await owner.post(`/api/invitations/${token}/accept`, {})).status).toBe(200);
    const names = async () =>
      (await owner.get<Contact[]>('/api/contacts')).body.map((contact) => contact.name);
    expect(await names()).toEqual(['Theirs']);

    const back = await owner.post<CurrentOrganization>('/api/organizations/switch', {
      organizationId,
    });
    expect(back.status).toBe(200);
    expect(back.body.id).toBe(organizationId);
    expect(await names()).toEqual(['Ours']);
    const listed = await owner.get<OrganizationSummary[]>('/api/organizations');
    expect(listed.body.map((o) => [o.id, o.role, o.current])).toEqual([
      [organizationId, 'owner', true],
      [otherId, 'member', false],
    ]);
    // The next sign-in opens the organization last switched to.
    expect((await me(await signIn(owner.email))).organizationId).toBe(organizationId);
    await owner.post('/api/organizations/switch', { organizationId: otherId });
    expect((await me(await signIn(owner.email))).organizationId).toBe(otherId);
    await owner.post('/api/organizations/switch', { organizationId });
  });

  it('switches only to an organization the caller is an active member of', async () => {
    const stranger = await signIn(address('stranger'));
    const response = await stranger.post<Failure>('/api/organizations/switch', { organizationId });
    expect(response.status).toBe(404);
    expect((await me(stranger)).organizationId).not.toBe(organizationId);
    const bad = await stranger.post<Failure>('/api/organizations/switch', { organizationId: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details?.[0]?.field).toBe('organizationId');
  });

  it('changes roles as the rules say: admins move members and managers, the owner makes admins', async () => {
    const admin = await signInAsMember(organizationId, 'admin');
    const target = await signInAsMember(organizationId, 'member');
    const targetId = (await me(target)).id;
    const promoted = await admin.put<TeamMember>(`/api/team/members/${targetId}`, {
      role: 'manager',
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: targetId, role: 'manager' });

    const toAdmin = await admin.put<Failure>(`/api/team/members/${targetId}`, { role: 'admin' });
    expect(toAdmin.status).toBe(403);
    expect(toAdmin.body.error.message).toBe(
      "Only the owner may make someone an admin or change an admin's role",
    );
    expect((await owner.put(`/api/team/members/${targetId}`, { role: 'admin' })).status).toBe(200);
    // Roles are read on every request: the new admin may invite at once.
    expect((await target.get('/api/team/invitations')).status).toBe(200);

    const ownerId = (await me(owner)).id;
    expect((await owner.put(`/api/team/members/${ownerId}`, { role: 'admin' })).status).toBe(403);
    expect((await admin.put(`/api/team/members/${ownerId}`, { role: 'member' })).status).toBe(403);
    const self = await admin.put<Failure>(`/api/team/members/${(await me(admin)).id}`, {
      role: 'member',
    });
    expect(self.body.error.message).toBe('You cannot change your own role');

    const bad = await owner.put<Failure>(`/api/team/members/${targetId}`, { role: 'owner' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details?.[0]?.field).toBe('role');
  });

  it('removes a member, whose very next request is refused, and frees the seat', async () => {
    const member = await signInAsMember(organizationId, 'member');
    const memberId = (await me(member)).id;
    expect((await member.get('/api/contacts')).status).toBe(200);
    const manager = await signInAsMember(organizationId, 'manager');
    const before = (await organizationItem(organizationId)).currentMembers as number;
    expect((await manager.delete(`/api/team/members/${memberId}`)).status).toBe(403);
    expect((await owner.delete(`/api/team/members/${memberId}`)).status).toBe(204);

    const refused = await member.get<Failure>('/api/contacts');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('You are not a member of this organization any more');
    expect(await organizationItem(organizationId)).toMatchObject({ currentMembers: before - 1 });
    const members = await owner.get<TeamMember[]>('/api/team/members');
    expect(members.body.map((m) => m.id)).not.toContain(memberId);
    // Their own organizations no longer list it, and their next sign-in opens their own.
    const theirs = await member.get<OrganizationSummary[]>('/api/organizations');
    expect(theirs.body.map((o) => o.id)).not.toContain(organizationId);
    expect((await me(await signIn(member.email))).organizationId).not.toBe(organizationId);
    expect((await owner.delete(`/api/team/members/${memberId}`)).status).toBe(404);
  });

  it('lets an admin remove members and managers but not another admin or the owner', async () => {
    const admin = await signInAsMember(organizationId, 'admin');
    const otherAdmin = await signInAsMember(organizationId, 'admin');
    const manager = await signInAsMember(organizationId, 'manager');
    expect((await admin.delete(`/api/team/members/${(await me(manager)).id}`)).status).toBe(204);
    const refused = await admin.delete<Failure>(`/api/team/members/${(await me(otherAdmin)).id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only the owner may remove an admin');
    expect((await admin.delete(`/api/team/members/${(await me(owner)).id}`)).status).toBe(403);
    expect((await admin.delete(`/api/team/members/${(await me(admin)).id}`)).status).toBe(403);
  });

  it('lets a member leave, moving their session to their own organization; the owner cannot', async () => {
    const leaver = await signInAsMember(organizationId, 'manager');
    const own = await signIn(leaver.email);
    const ownId = (await me(own)).organizationId;
    const wrong = await leaver.post<Failure>('/api/organizations/leave', { organizationId: ownId });
    expect(wrong.status).toBe(403);
    const left = await leaver.post<CurrentOrganization>('/api/organizations/leave', {
      organizationId,
    });
    expect(left.status).toBe(200);
    expect(left.body.id).toBe(ownId);
    expect((await me(leaver)).organizationId).toBe(ownId);
    expect((await leaver.get('/api/team/members')).status).toBe(200);

    const ownerLeaves = await owner.post<Failure>('/api/organizations/leave', { organizationId });
    expect(ownerLeaves.status).toBe(403);
    expect(ownerLeaves.body.error.message).toBe(
      'The owner cannot leave the organization. Transferring ownership is not available yet.',
    );
    expect((await owner.post('/api/organizations/leave', {})).status).toBe(400);
  });

  it('never shows or touches another organization’s members', async () => {
    const stranger = await signIn(address('stranger'));
    const strangerMembers = await stranger.get<TeamMember[]>('/api/team/members');
    expect(strangerMembers.body.map((m) => m.user.email)).toEqual([stranger.email]);
    const ownerId = (await me(owner)).id;
    const colleague = await signInAsMember(organizationId, 'member');
    const colleagueId = (await me(colleague)).id;
    expect(
      (await stranger.put(`/api/team/members/${colleagueId}`, { role: 'manager' })).status,
    ).toBe(404);
    expect((await stranger.delete(`/api/team/members/${colleagueId}`)).status).toBe(404);
    expect((await stranger.delete(`/api/team/members/${ownerId}`)).status).toBe(404);
    expect((await colleague.get('/api/contacts')).status).toBe(200);
    expect((await stranger.put('/api/team/members/%20', { role: 'member' })).status).toBe(400);
  });
});
