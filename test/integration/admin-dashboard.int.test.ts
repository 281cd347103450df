import { randomUUID } from 'node:crypto';
import type {
  AdminAccount,
  AdminAccountPage,
  AdminAnalytics,
  AdminOverview,
  AdminPayments,
} from '@salesflow/shared/admin/admin.schema';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_OPERATOR_EMAIL } from '../../infra/local/local-stack';
import { type ApiClient, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';
import { signInAsMember } from '../support/team';

const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;

/** Polls `read` until `done` holds (the account-figures worker runs off the local SQS). */
const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
};

describe('the admin dashboard API', () => {
  let operator: ApiClient;
  let owner: ApiClient;
  let email: string;
  let organizationId: string;

  const find = async (search: string) =>
    (
      await operator.get<AdminAccountPage>(
        `/api/admin/accounts?search=${encodeURIComponent(search)}`,
      )
    ).body.items;
  const account = () =>
    eventually(
      async () => (await find(email)).find((a) => a.organizationId === organizationId),
      (found) => found !== undefined,
    ) as Promise<AdminAccount>;

  beforeAll(async () => {
    operator = await signIn(LOCAL_OPERATOR_EMAIL);
    email = `admin-${randomUUID().slice(0, 8)}@shop.in`;
    owner = await signIn(email);
    organizationId = (await me(owner)).organizationId;
  });

  it('lists a new account as a trial, found by the beginning of its email', async () => {
    const listed = await account();
    expect(listed).toMatchObject({ email, plan: 'trial', status: 'trial', revenueCents: 0 });
    expect(listed.lastActiveAt).not.toBeNull();
    const byPrefix = await find(email.slice(0, 12));
    expect(byPrefix.map((a) => a.organizationId)).toContain(organizationId);
    expect(await find(`zz-nobody-${randomUUID()}`)).toEqual([]);
  });

  it('shows usage, and follows a plan set by hand into the list and the overview', async () => {
    await owner.post('/api/contacts', { name: 'Usage Uma', email: `${randomUUID()}@lead.in` });
    // The contact count is derived from the table's stream.
    await settleProjections();
    const set = await operator.put(`/api/admin/organizations/${organizationId}/plan`, {
      planId: 'professional',
      reason: 'A customer we onboard by hand',
    });
    expect(set.status).toBe(200);
    const listed = await eventually(account, (a) => a.plan === 'professional');
    expect(listed).toMatchObject({ plan: 'professional', status: 'active', contactsUsed: 1 });
    const filtered = await operator.get<AdminAccountPage>(
      `/api/admin/accounts?search=${encodeURIComponent(email)}&plan=professional&status=active`,
    );
    expect(filtered.body.items.map((a) => a.organizationId)).toEqual([organizationId]);
    const none = await operator.get<AdminAccountPage>(
      `/api/admin/accounts?search=${encodeURIComponent(email)}&plan=basic`,
    );
    expect(none.body.items).toEqual([]);
  });

  it('suspends an account: its members are refused at once, the audit log says who and why', async () => {
    const member = await signInAsMember(organizationId, 'member');
    expect((await member.get('/api/contacts')).status).toBe(200);
    const suspended = await operator.put<AdminAccount>(
      `/api/admin/accounts/${organizationId}/suspension`,
      { suspended: true, reason: 'Chargeback under review' },
    );
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({
      status: 'suspended',
      suspendedReason: 'Chargeback under review',
    });
    for (const client of [owner, member]) {
      const refused = await client.get<{ message: string }>('/api/contacts');
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).toContain('This account is suspended');
    }
    const month = new Date().toISOString().slice(0, 7);
    const log = await operator.get<{
      items: { action: string; organizationId: string; reason: string }[];
    }>(`/api/admin/audit-log?month=${month}`);
    expect(log.body.items).toContainEqual(
      expect.objectContaining({
        action: 'suspend',
        organizationId,
        reason: 'Chargeback under review',
      }),
    );

    const reactivated = await operator.put<AdminAccount>(
      `/api/admin/accounts/${organizationId}/suspension`,
      { suspended: false, reason: 'Cleared' },
    );
    expect(reactivated.body.status).toBe('active');
    expect((await owner.get('/api/contacts')).status).toBe(200);
    expect((await member.get('/api/contacts')).status).toBe(200);
  });

  it('refuses bad input with a clear message, and an unknown account with 404', async () => {
    const noReason = await operator.put<{ message: string }>(
      `/api/admin/accounts/${organizationId}/suspension`,
      { suspended: true, reason: '  ' },
    );
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('Say why (for the audit log)');
    const unknown = await operator.put(
      `/api/admin/accounts/01JAAAAAAAAAAAAAAAAAAAAAAA/suspension`,
      {
        suspended: true,
        reason: 'test',
      },
    );
    expect(unknown.status).toBe(404);
    const badFilter = await operator.get('/api/admin/accounts?status=gone');
    expect(badFilter.status).toBe(400);
  });

  it('keeps its totals equal to a recount of every account', async () => {
    // Other tests make accounts meanwhile: recount between two equal reads of the totals.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const before = (await operator.get<AdminOverview>('/api/admin/overview')).body;
      const all: AdminAccount[] = [];
      let cursor: string | null = null;
      do {
        const page: AdminAccountPage = (
          await operator.get<AdminAccountPage>(
            `/api/admin/accounts?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          )
        ).body;
        all.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      const after = (await operator.get<AdminOverview>('/api/admin/overview')).body;
      if (
        JSON.stringify({ ...before, recentSignups: [] }) !==
        JSON.stringify({ ...after, recentSignups: [] })
      )
        continue;
      expect(after.totalAccounts).toBe(all.length);
      expect(after.totalUsers).toBe(all.length);
      for (const figure of after.planDistribution) {
        expect(figure.accounts, figure.plan).toBe(all.filter((a) => a.plan === figure.plan).length);
      }
      expect(after.statusCounts.suspended).toBe(all.filter((a) => a.status === 'suspended').length);
      expect(after.statusCounts.trial).toBe(
        all.filter((a) => a.status === 'trial' || a.status === 'expired').length,
      );
      expect(after.recentSignups.length).toBeGreaterThan(0);
      return;
    }
    throw new Error('the totals never held still for a recount');
  });

  it('answers payments and analytics from the counters', async () => {
    const payments = await operator.get<AdminPayments>('/api/admin/payments');
    expect(payments.status).toBe(200);
    expect(payments.body.netCents).toBe(payments.body.capturedCents - payments.body.refundedCents);
    const analytics = await operator.get<AdminAnalytics>('/api/admin/analytics?range=30d');
    expect(analytics.body.points).toHaveLength(30);
    const today = analytics.body.points.at(-1);
    expect(today?.period).toBe(new Date().toISOString().slice(0, 10));
    expect(today?.signups).toBeGreaterThan(0);
    const year = await operator.get<AdminAnalytics>('/api/admin/analytics?range=1y');
    expect(year.body).toMatchObject({ granularity: 'month' });
    expect(year.body.points).toHaveLength(12);
    expect((await operator.get('/api/admin/analytics?range=2d')).status).toBe(400);
  });

  it('exports every account as CSV', async () => {
    const response = await operator.request('GET', '/api/admin/accounts/export');
    expect(response.status).toBe(200);
    const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
    expect(text).toContain('Organization ID,Organization,Email');
    expect(text).toContain(email);
  });
});
