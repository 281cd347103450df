import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import type { SavedView } from '@salesflow/shared/views/view.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { signInAsMember } from '../support/team';

const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;
const listed = async (client: ApiClient, entity = 'contacts') => {
  const response = await client.get<{ items: SavedView[] }>(`/api/views?entity=${entity}`);
  expect(response.status).toBe(200);
  return response.body.items;
};
const fields = (body: unknown) =>
  ((body as ErrorBody).error.details ?? []).map((detail) => detail.field);

const hotFromWebsite = {
  entity: 'contacts',
  name: 'Hot from website',
  filters: { status: 'hot', source: 'website', minScore: '60' },
  sort: '-score',
  columns: ['name', 'score', 'status', 'source'],
};

describe('saved views', () => {
  let owner: ApiClient;
  let manager: ApiClient;
  let member: ApiClient;
  let colleague: ApiClient;
  let stranger: ApiClient;

  beforeAll(async () => {
    owner = await signIn();
    const { organizationId } = await me(owner);
    manager = await signInAsMember(organizationId, 'manager');
    member = await signInAsMember(organizationId, 'member');
    colleague = await signInAsMember(organizationId, 'member');
    stranger = await signIn();
  });

  it('saves a member’s own view of a list, theirs alone', async () => {
    const created = await member.post<SavedView>('/api/views', hotFromWebsite);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...hotFromWebsite, shared: false });
    expect((await listed(member)).map((v) => v.id)).toContain(created.body.id);
    expect((await listed(member, 'deals')).map((v) => v.id)).not.toContain(created.body.id);
    expect((await listed(colleague)).map((v) => v.id)).not.toContain(created.body.id);
    expect((await colleague.put(`/api/views/${created.body.id}`, { name: 'x' })).status).toBe(404);
    expect((await colleague.delete(`/api/views/${created.body.id}`)).status).toBe(404);
  });

  it('shares a manager’s view with the team, which only managers and above change', async () => {
    expect((await member.post('/api/views', { ...hotFromWebsite, shared: true })).status).toBe(403);
    const shared = await manager.post<SavedView>('/api/views', {
      entity: 'deals',
      name: 'Closing this month',
      filters: { stage: 'negotiation,proposal', closeTo: '2026-12-31' },
      sort: 'expectedCloseDate',
      shared: true,
    });
    expect(shared.status).toBe(201);
    expect((await listed(member, 'deals')).map((v) => v.name)).toContain('Closing this month');
    expect((await member.put(`/api/views/${shared.body.id}`, { name: 'Mine now' })).status).toBe(
      403,
    );
    expect((await member.delete(`/api/views/${shared.body.id}`)).status).toBe(403);
    const renamed = await owner.put<SavedView>(`/api/views/${shared.body.id}`, {
      name: 'Closing in December',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Closing in December', shared: true });
    expect(renamed.body.filters).toEqual({ stage: 'negotiation,proposal', closeTo: '2026-12-31' });
    expect((await owner.delete(`/api/views/${shared.body.id}`)).status).toBe(204);
    expect((await listed(member, 'deals')).map((v) => v.id)).not.toContain(shared.body.id);
  });

  it('moves a manager’s own view to the team and back', async () => {
    const own = (await manager.post<SavedView>('/api/views', hotFromWebsite)).body;
    const shared = await manager.put<SavedView>(`/api/views/${own.id}`, { shared: true });
    expect(shared.body.shared).toBe(true);
    expect((await listed(member)).map((v) => v.id)).toContain(own.id);
    const back = await manager.put<SavedView>(`/api/views/${own.id}`, { shared: false });
    expect(back.body.shared).toBe(false);
    expect((await listed(member)).map((v) => v.id)).not.toContain(own.id);
    expect((await listed(manager)).filter((v) => v.id === own.id)).toHaveLength(1);
  });

  it('refuses what its list does not take, with a field error, and saves nothing', async () => {
    const before = (await listed(owner)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...hotFromWebsite, name: '' }, 'name'],
      [{ ...hotFromWebsite, entity: 'invoices' }, 'entity'],
      [{ ...hotFromWebsite, filters: { stage: 'won' } }, 'filters.stage'],
      [{ ...hotFromWebsite, filters: { status: 'x'.repeat(201) } }, 'filters.status'],
      [{ ...hotFromWebsite, sort: 'value' }, 'sort'],
      [{ ...hotFromWebsite, columns: ['stage'] }, 'columns.0'],
      [{ ...hotFromWebsite, shared: 'yes' }, 'shared'],
    ];
    for (const [body, field] of cases) {
      const response = await owner.post('/api/views', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(fields(response.body).join(' '), JSON.stringify(body)).toContain(field);
    }
    expect(await listed(owner)).toHaveLength(before);
    const view = (await owner.post<SavedView>('/api/views', hotFromWebsite)).body;
    const badPatch = await owner.put(`/api/views/${view.id}`, { sort: 'value' });
    expect(badPatch.status).toBe(400);
    expect(fields(badPatch.body)).toContain('sort');
    const emptyName = await owner.put(`/api/views/${view.id}`, { name: ' ' });
    expect(emptyName.status).toBe(400);
    expect(fields(emptyName.body)).toEqual(['name']);
    expect((await owner.get('/api/views?entity=invoices')).status).toBe(400);
  });

  it('keeps each organization’s views to itself', async () => {
    const view = (await owner.post<SavedView>('/api/views', { ...hotFromWebsite, shared: true }))
      .body;
    expect((await listed(stranger)).map((v) => v.id)).not.toContain(view.id);
    expect((await stranger.put(`/api/views/${view.id}`, { name: 'x' })).status).toBe(404);
    expect((await stranger.delete(`/api/views/${view.id}`)).status).toBe(404);
    expect((await listed(owner)).find((v) => v.id === view.id)?.name).toBe('Hot from website');
  });

  it('answers two changes at once with one each or a conflict, never a lost write', async () => {
    const view = (await colleague.post<SavedView>('/api/views', hotFromWebsite)).body;
    const [a, b] = await Promise.all([
      colleague.put<SavedView>(`/api/views/${view.id}`, { name: 'First' }),
      colleague.put<SavedView>(`/api/views/${view.id}`, { sort: 'name' }),
    ]);
    expect([a.status, b.status].every((s) => s === 200 || s === 409)).toBe(true);
    const stored = (await listed(colleague)).find((v) => v.id === view.id);
    if (a.status === 200) expect(stored?.name).toBe('First');
    if (b.status === 200) expect(stored?.sort).toBe('name');
  });
});
