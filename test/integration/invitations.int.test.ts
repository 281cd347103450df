import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminAccountPage } from '@salesflow/shared/admin/admin.schema';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type {
  CurrentOrganization,
  InvitationPreview,
  OrganizationSummary,
  TeamInvitation,
  TeamMember,
} from '@salesflow/shared/teams/team.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_OPERATOR_EMAIL } from '../../infra/local/local-stack';
import { ApiClient, appUrl, sessionCookieFrom, signIn } from '../support/api-client';
import { postLead, urlOf } from '../support/lead-webhooks';
import { invitationLinkTo } from '../support/mailbox';
import { completeProviderSignIn, signInThroughProvider } from '../support/provider-sign-in';
import { testTable } from '../support/table';
import { organizationKeys } from '../support/table-scan';
import { expireInvitation, organizationItem, setMaxMembers, signInAsMember } from '../support/team';
import { lookAroundAndSetUp } from '../support/unused-organization';

const address = (name: string) => `${name}-${randomUUID()}@example.in`;
const preview = (token: string) =>
  fetch(`${appUrl()}/api/invitations/${token}`).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as InvitationPreview & { error?: { message: string } },
  }));

interface Org {
  owner: ApiClient;
  organizationId: string;
  name: string;
}

const newOrganization = async (): Promise<Org> => {
  const owner = await signIn(address('owner'));
  const organizationId = (await owner.get<AuthUser>('/api/auth/user')).body.organizationId;
  const [current] = (await owner.get<OrganizationSummary[]>('/api/organizations')).body;
  return { owner, organizationId, name: current?.name ?? '' };
};

const invite = (org: Org, email: string, role = 'member', by: ApiClient = org.owner) =>
  by.post<TeamInvitation>('/api/team/invite', { email, role, organizationId: org.organizationId });

describe('invitations', () => {
  let org: Org;

  beforeAll(async () => {
    org = await newOrganization();
    // Many invitations go out from this one organization: room beyond the trial's 5 members (the
    // limit itself is tested below on small organizations).
    await setMaxMembers(org.organizationId, 50);
  });

  it('emails a link that shows the invitation and joins the invitee with the invited role', async () => {
    const email = address('ravi');
    const sent = await invite(org, `  ${email.toUpperCase()} `, 'manager');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ email, role: 'manager', status: 'pending' });
    expect(Date.parse(sent.body.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    // The email in the local SES mailbox names the organization and the inviter, with a link.
    const { email: mail, link, token } = await invitationLinkTo(email);
    expect(mail.subject).toContain(org.name);
    expect(mail.body.text).toContain(`invited you to join ${org.name} on SalesFlow as a manager`);
    expect(mail.body.html).toContain(`href="${link}"`);
    expect(link).toBe(`${appUrl()}/invite/${token}`);
    // The link is a page of the app (the SPA's index; 503 here when the web app is not built).
    const page = await fetch(link);
    expect([200, 503]).toContain(page.status);
    await page.body?.cancel();

    const shown = await preview(token);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      organizationName: org.name,
      inviterName: expect.any(String),
      role: 'manager',
      email,
      status: 'pending',
      expiresAt: sent.body.expiresAt,
    });

    const listed = await org.owner.get<TeamInvitation[]>('/api/team/invitations');
    expect(listed.body.map((i) => i.email)).toContain(email);
    expect((await organizationItem(org.organizationId)).seatsTaken).toBe(2);

    const invitee = await signIn(email);
    const joined = await invitee.post<CurrentOrganization>(`/api/invitations/${token}/accept`, {});
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ id: org.organizationId, name: org.name });
    // The session works on the organization joined, with the invited role.
    expect((await invitee.get<AuthUser>('/api/auth/user')).body.organizationId).toBe(
      org.organizationId,
    );
    const members = await invitee.get<TeamMember[]>('/api/team/members');
    expect(members.status).toBe(200);
    expect(members.body.find((m) => m.user.email === email)).toMatchObject({
      role: 'manager',
      status: 'active',
    });
    const organizations = await invitee.get<OrganizationSummary[]>('/api/organizations');
    expect(organizations.body[0]).toMatchObject({ id: org.organizationId, current: true });
    // The organization their sign-up made them, never used, went (one team, one account).
    expect(organizations.body).toHaveLength(1);

    // Used once: the link now says so, and a second accept is refused.
    expect((await preview(token)).body.status).toBe('accepted');
    const again = await invitee.post<{ error: { message: string } }>(
      `/api/invitations/${token}/accept`,
      {},
    );
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This invitation has already been used');
    expect(await organizationItem(org.organizationId)).toMatchObject({
      currentMembers: 2,
      pendingInvitations: 0,
      seatsTaken: 2,
    });
    const open = await org.owner.get<TeamInvitation[]>('/api/team/invitations');
    expect(open.body.map((i) => i.email)).not.toContain(email);
  });

  it('signs someone with an account in through the link and comes back to it to accept', async () => {
    const email = address('sign-in');
    await signIn(email);
    await invite(org, email);
    const { token } = await invitationLinkTo(email);
    const {
      callbackUrl,
      binding,
      fetch: browser,
    } = await signInThroughProvider(
      email,
      `/api/login?returnTo=${encodeURIComponent(`/invite/${token}`)}`,
    );
    const callback = await browser(callbackUrl, {
      redirect: 'manual',
      headers: { cookie: binding },
    });
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe(`/invite/${token}`);
    const invitee = new ApiClient(email, sessionCookieFrom(callback));
    expect((await invitee.post(`/api/invitations/${token}/accept`, {})).status).toBe(200);
    expect((await invitee.get<AuthUser>('/api/auth/user')).body.organizationId).toBe(
      org.organizationId,
    );
  });

  it('refuses a second pending invitation to one address, and resend renews the one there is', async () => {
    const email = address('twice');
    const first = await invite(org, email);
    const { token: oldToken } = await invitationLinkTo(email);
    const second = await invite(org, email.toUpperCase(), 'admin');
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      error: {
        code: 'CONFLICT',
        details: [{ field: 'email', message: 'An invitation to this email is already pending' }],
      },
    });

    const resent = await org.owner.post<TeamInvitation>(
      `/api/team/invitations/${first.body.id}/resend`,
      {},
    );
    expect(resent.status).toBe(200);
    const { token: newToken, count } = await invitationLinkTo(email);
    expect(count).toBe(2);
    expect(newToken).not.toBe(oldToken);
    expect((await preview(oldToken)).status).toBe(404);
    expect((await preview(newToken)).body.status).toBe('pending');
    expect((await organizationItem(org.organizationId)).pendingInvitations).toBeGreaterThan(0);
  });

  it('says clearly when a link expired, was revoked or never existed', async () => {
    const expiring = address('late');
    const late = await invite(org, expiring);
    const { token: lateToken } = await invitationLinkTo(expiring);
    await expireInvitation(org.organizationId, late.body.id);
    expect((await preview(lateToken)).body.status).toBe('expired');
    const lateUser = await signIn(expiring);
    const refused = await lateUser.post<{ error: { message: string } }>(
      `/api/invitations/${lateToken}/accept`,
      {},
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This invitation has expired. Ask for a new one.');
    // Resending an expired invitation renews it.
    await org.owner.post(`/api/team/invitations/${late.body.id}/resend`, {});
    const { token: renewed } = await invitationLinkTo(expiring);
    expect((await lateUser.post(`/api/invitations/${renewed}/accept`, {})).status).toBe(200);

    const revoking = address('revoked');
    const revoked = await invite(org, revoking);
    const { token: revokedToken } = await invitationLinkTo(revoking);
    expect((await org.owner.delete(`/api/team/invitations/${revoked.body.id}`)).status).toBe(204);
    expect((await preview(revokedToken)).body.status).toBe('revoked');
    const revokedUser = await signIn(revoking);
    const no = await revokedUser.post<{ error: { message: string } }>(
      `/api/invitations/${revokedToken}/accept`,
      {},
    );
    expect(no.status).toBe(409);
    expect(no.body.error.message).toBe('This invitation was revoked');
    // Revoking again changes nothing.
    expect((await org.owner.delete(`/api/team/invitations/${revoked.body.id}`)).status).toBe(204);

    const unknown = await preview('x'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toMatch(/^This invitation link is not valid/);
    expect((await preview('short')).status).toBe(400);
  });

  it('joins only the invited address, and says so without naming it', async () => {
    const email = address('invited');
    await invite(org, email);
    const { token } = await invitationLinkTo(email);
    const stranger = await signIn(address('someone-else'));
    const refused = await stranger.post<{ error: { code: string; message: string } }>(
      `/api/invitations/${token}/accept`,
      {},
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain(`You are signed in as ${stranger.email}`);
    expect(refused.body.error.message).not.toContain(email);
    expect((await preview(token)).body.status).toBe('pending');
  });

  it('keeps to the member limit when inviting and when accepting', async () => {
    const small = await newOrganization();
    await setMaxMembers(small.organizationId, 2);
    const first = address('first');
    expect((await invite(small, first)).status).toBe(201);
    // The owner and a pending invitation fill two seats.
    const over = await invite(small, address('second'));
    expect(over.status).toBe(402);
    expect(over.body).toMatchObject({
      error: { code: 'LIMIT_EXCEEDED', message: expect.stringContaining('limit of 2 members') },
    });

    // The limit lowered after inviting: accepting is refused, nothing is half-written.
    const { token } = await invitationLinkTo(first);
    await setMaxMembers(small.organizationId, 1);
    const invitee = await signIn(first);
    const full = await invitee.post<{ error: { code: string } }>(
      `/api/invitations/${token}/accept`,
      {},
    );
    expect(full.status).toBe(402);
    expect((await preview(token)).body.status).toBe('pending');
    expect(await organizationItem(small.organizationId)).toMatchObject({
      currentMembers: 1,
      pendingInvitations: 1,
      seatsTaken: 2,
    });
    expect((await invitee.get<AuthUser>('/api/auth/user')).body.organizationId).not.toBe(
      small.organizationId,
    );
    await setMaxMembers(small.organizationId, 2);
    expect((await invitee.post(`/api/invitations/${token}/accept`, {})).status).toBe(200);
  });

  it('gives an expired invitation’s seat back when the organization needs it', async () => {
    const small = await newOrganization();
    await setMaxMembers(small.organizationId, 2);
    const stale = await invite(small, address('stale'));
    await expireInvitation(small.organizationId, stale.body.id);
    const fresh = await invite(small, address('fresh'));
    expect(fresh.status).toBe(201);
    const open = await small.owner.get<TeamInvitation[]>('/api/team/invitations');
    expect(open.body.map((i) => [i.id, i.status])).toEqual([
      [fresh.body.id, 'pending'],
      [stale.body.id, 'expired'],
    ]);
    expect(await organizationItem(small.organizationId)).toMatchObject({ seatsTaken: 2 });
    // Resending the expired one would need a seat again: there is none.
    const resend = await small.owner.post(`/api/team/invitations/${stale.body.id}/resend`, {});
    expect(resend.status).toBe(402);
  });

  it('does not invite someone who is a member already', async () => {
    const colleague = await signInAsMember(org.organizationId, 'member');
    const response = await invite(org, colleague.email);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      error: { message: `${colleague.email} is already a member of this organization` },
    });
  });

  it('answers bad input with 400 and the fields', async () => {
    const response = await org.owner.post<{ error: { details: { field: string }[] } }>(
      '/api/team/invite',
      { email: 'nope', role: 'owner' },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.details.map((d) => d.field).sort()).toEqual([
      'email',
      'organizationId',
      'role',
    ]);
    expect((await org.owner.post('/api/team/invitations/%20bad/resend', {})).status).toBe(400);
    expect((await org.owner.post(`/api/invitations/${'!'.repeat(43)}/accept`, {})).status).toBe(
      400,
    );
  });

  it('keeps each organization to its own invitations', async () => {
    const other = await newOrganization();
    const theirs = await invite(other, address('theirs'));
    // Inviting into another organization, or touching its invitations, is refused.
    const intoOther = await invite(
      { ...other, owner: org.owner },
      address('sneaky'),
      'member',
      org.owner,
    );
    expect(intoOther.status).toBe(403);
    expect(
      (await org.owner.post(`/api/team/invitations/${theirs.body.id}/resend`, {})).status,
    ).toBe(404);
    expect((await org.owner.delete(`/api/team/invitations/${theirs.body.id}`)).status).toBe(404);
    const mine = await org.owner.get<TeamInvitation[]>('/api/team/invitations');
    expect(mine.body.map((i) => i.id)).not.toContain(theirs.body.id);
    expect((await preview((await invitationLinkTo(theirs.body.email)).token)).body.status).toBe(
      'pending',
    );
  });

  it('lets admins invite and refuses managers, on the server', async () => {
    const admin = await signInAsMember(org.organizationId, 'admin');
    const manager = await signInAsMember(org.organizationId, 'manager');
    expect((await invite(org, address('by-admin'), 'admin', admin)).status).toBe(201);
    const refused = await invite(org, address('by-manager'), 'member', manager);
    expect(refused.status).toBe(403);
    expect((await manager.get('/api/team/invitations')).status).toBe(403);
  });
});

/**
 * An invited person joins the team and gets no trial organization of their own: the operators'
 * dashboard counts one account for the team. Either order: signing in through the invitation
 * link joins at once (no organization is made), and one who signed in first and then accepts
 * leaves behind no organization they never used (it goes, with its place in the figures).
 */
describe('an invited member gets no organization of their own', () => {
  let operator: ApiClient;
  /** The accounts the operators' list finds by an owner's email (it follows within seconds). */
  const accountsOf = async (email: string) =>
    (
      await operator.get<AdminAccountPage>(
        `/api/admin/accounts?search=${encodeURIComponent(email)}`,
      )
    ).body.items;
  const eventuallyAccounts = async (email: string, count: number) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const items = await accountsOf(email);
      if (items.length === count || Date.now() > deadline) return items;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const organizationsOf = async (client: ApiClient) =>
    (await client.get<OrganizationSummary[]>('/api/organizations')).body;
  const tableItem = async (pk: string, sk: string) => {
    const table = testTable();
    const { Item } = await table.client.send(
      new GetCommand({ TableName: table.name, Key: { pk, sk }, ConsistentRead: true }),
    );
    return Item;
  };
  /**
   * Every item of the organization, wherever it is: its partitions, lookups and index entries
   * that name it in their keys, items that say it is theirs, a user who opens it by default.
   */
  const itemsOf = async (organizationId: string) =>
    (await organizationKeys(organizationId)).map((key) => `${key.pk} ${key.sk}`);
  const contactItemsOf = async (organizationId: string) =>
    (await itemsOf(organizationId)).filter((key) => key.includes(' CONTACT#')).length;
  /**
   * Polls until the list is empty (the erasure follows the accept within seconds: it reads the
   * organization's own partitions, erasure-plan.ts, whatever else the run's table holds), at most
   * 30 s.
   */
  const eventuallyNone = async (read: () => Promise<string[]>) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const items = await read();
      if (items.length === 0 || Date.now() > deadline) return items;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  beforeAll(async () => {
    operator = await signIn(LOCAL_OPERATOR_EMAIL);
  });

  it('joins at once through the invitation link: no organization of their own, one account', async () => {
    const org = await newOrganization();
    const email = address('linked');
    expect((await invite(org, email, 'manager')).status).toBe(201);
    const { token } = await invitationLinkTo(email);

    const { callback, cookie } = await completeProviderSignIn(
      email,
      {},
      `/api/login?returnTo=${encodeURIComponent(`/invite/${token}`)}`,
    );
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/app');
    const invitee = new ApiClient(email, cookie ?? '');
    const user = (await invitee.get<AuthUser>('/api/auth/user')).body;
    expect(user.organizationId).toBe(org.organizationId);
    expect(await organizationsOf(invitee)).toEqual([
      expect.objectContaining({ id: org.organizationId, role: 'manager', current: true }),
    ]);
    expect((await preview(token)).body.status).toBe('accepted');
    expect(await organizationItem(org.organizationId)).toMatchObject({
      currentMembers: 2,
      pendingInvitations: 0,
      seatsTaken: 2,
    });
    // The team is one account; the invitee owns none.
    expect(await eventuallyAccounts(org.owner.email, 1)).toHaveLength(1);
    expect(await accountsOf(email)).toEqual([]);

    // Signing in again opens the team.
    const again = await completeProviderSignIn(email);
    const back = new ApiClient(email, again.cookie ?? '');
    expect((await back.get<AuthUser>('/api/auth/user')).body.organizationId).toBe(
      org.organizationId,
    );
  });

  it('signed in first, then accepting, leaves no organization behind, nor its account', async () => {
    const org = await newOrganization();
    const email = address('first');
    expect((await invite(org, email)).status).toBe(201);
    const { token } = await invitationLinkTo(email);
    const invitee = await signIn(email);
    const own = (await invitee.get<AuthUser>('/api/auth/user')).body.organizationId;
    expect(await eventuallyAccounts(email, 1)).toHaveLength(1);

    const accepted = await invitee.post<CurrentOrganization>(
      `/api/invitations/${token}/accept`,
      {},
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.id).toBe(org.organizationId);
    expect(await organizationsOf(invitee)).toEqual([
      expect.objectContaining({ id: org.organizationId, role: 'member', current: true }),
    ]);
    expect(await organizationItem(own)).toEqual({});
    expect(await eventuallyAccounts(email, 0)).toEqual([]);
    expect(await accountsOf(org.owner.email)).toHaveLength(1);
    // Signing in again opens the team, not the organization that went.
    const again = await signIn(email);
    expect((await again.get<AuthUser>('/api/auth/user')).body.organizationId).toBe(
      org.organizationId,
    );
  });

  it('removes everything the never-used organization held, its lookups at once, the rest soon after', async () => {
    const org = await newOrganization();
    const email = address('settings');
    expect((await invite(org, email)).status).toBe(201);
    const { token } = await invitationLinkTo(email);
    const invitee = await signIn(email);
    const own = (await invitee.get<AuthUser>('/api/auth/user')).body.organizationId;
    // What a look around and a few settings leave, none of which counts as using it.
    const { urls, account } = await lookAroundAndSetUp(invitee);
    const webhook = await tableItem(`ORG#${own}`, 'WEBHOOK');
    const lookups = [
      { pk: `WHKEY#${String(webhook?.keyHash)}`, sk: 'WHKEY' },
      { pk: `WHATSAPP#PHONE#${account.phoneNumberId}`, sk: 'ORG' },
    ];
    for (const key of lookups) expect((await tableItem(key.pk, key.sk))?.organizationId).toBe(own);
    expect((await itemsOf(own)).length).toBeGreaterThan(8);

    expect((await invitee.post(`/api/invitations/${token}/accept`, {})).status).toBe(200);
    // At once: no key finds the organization any more; a lead to its old URL is refused.
    for (const key of lookups) expect(await tableItem(key.pk, key.sk)).toBeUndefined();
    const lead = await postLead(
      urlOf(urls, 'generic'),
      'application/json',
      JSON.stringify({ name: 'Late Lead', email: `${randomUUID()}@lead.in` }),
    );
    expect(lead.status).toBe(401);
    // Soon after: nothing of it is left anywhere, and the operators count one account.
    expect(await eventuallyNone(() => itemsOf(own))).toEqual([]);
    expect(await eventuallyAccounts(email, 0)).toEqual([]);
    expect(await accountsOf(org.owner.email)).toHaveLength(1);
  }, 60_000);

  it('never leaves a lead added at the moment of accepting without its organization', async () => {
    // A lead is added from another session of the invitee while the accept runs, a little later
    // each round (after `round` reads), so that across the rounds one lands in every moment of it.
    const removed: string[] = [];
    for (let round = 0; round < 12; round += 1) {
      const org = await newOrganization();
      const email = address(`race-${round}`);
      expect((await invite(org, email)).status).toBe(201);
      const { token } = await invitationLinkTo(email);
      const accepting = await signIn(email);
      const adding = await signIn(email);
      const own = (await adding.get<AuthUser>('/api/auth/user')).body.organizationId;
      const [acceptance, added] = await Promise.all([
        accepting.post(`/api/invitations/${token}/accept`, {}),
        (async () => {
          for (let n = 0; n < round; n += 1) await adding.get('/api/auth/user');
          return adding.post<Contact>('/api/contacts', {
            name: `Lead ${round}`,
            email: `${randomUUID()}@lead.in`,
          });
        })(),
      ]);
      expect(acceptance.status).toBe(200);
      const kept = (await organizationItem(own)).ownerId !== undefined;
      if (added.status === 201) {
        // The lead got in first: the organization was used, so it stays, with the lead.
        expect(kept).toBe(true);
        expect(await contactItemsOf(own)).toBeGreaterThan(0);
      } else {
        // It went first: the lead is refused (not a member there any more, or the organization
        // went while the lead was being added), never saved without its organization.
        expect([403, 404]).toContain(added.status);
        expect(kept).toBe(false);
        removed.push(own);
      }
    }
    // Nothing is left of those that went. Their erasures follow within seconds on a quiet
    // machine: each removal record goes when its erasure ends (read by key, not by scanning the
    // whole table every moment, which slowed the erasures in a full run), then one look at all.
    const erasing = async () =>
      (await Promise.all(removed.map((id) => tableItem(`ORG#${id}`, 'ERASURE')))).filter(Boolean)
        .length;
    await expect.poll(erasing, { timeout: 120_000, interval: 500 }).toBe(0);
    const left = async () => (await Promise.all(removed.map(itemsOf))).flat();
    expect(await eventuallyNone(left)).toEqual([]);
  }, 240_000);

  it('keeps an organization the invitee has worked in', async () => {
    const org = await newOrganization();
    const email = address('worked');
    expect((await invite(org, email)).status).toBe(201);
    const { token } = await invitationLinkTo(email);
    const invitee = await signIn(email);
    const own = (await invitee.get<AuthUser>('/api/auth/user')).body.organizationId;
    const lead = await invitee.post<Contact>('/api/contacts', {
      name: 'Their own lead',
      email: `${randomUUID()}@lead.in`,
    });
    expect(lead.status).toBe(201);

    expect((await invitee.post(`/api/invitations/${token}/accept`, {})).status).toBe(200);
    expect((await organizationsOf(invitee)).map((o) => o.id).sort()).toEqual(
      [own, org.organizationId].sort(),
    );
    expect((await organizationItem(own)).ownerId).toBeDefined();
    expect(await eventuallyAccounts(email, 1)).toHaveLength(1);
  });
});
