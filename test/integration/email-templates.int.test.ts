import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { EmailTemplate } from '@salesflow/shared/emails/email-templates';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { signInAsMember } from '../support/team';

const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;

const list = async (client: ApiClient) =>
  (await client.get<{ items: EmailTemplate[] }>('/api/email-templates')).body.items;

const diwali = {
  name: 'Diwali offer',
  subject: 'A Diwali offer for {{company}}',
  body: 'Dear {{firstName}},\n\nWarm Diwali wishes from all of us.\n\n{{senderName}}',
};

describe('email templates', () => {
  let owner: ApiClient;
  let manager: ApiClient;
  let member: ApiClient;
  let stranger: ApiClient;

  beforeAll(async () => {
    owner = await signIn();
    const { organizationId } = await me(owner);
    manager = await signInAsMember(organizationId, 'manager');
    member = await signInAsMember(organizationId, 'member');
    stranger = await signIn();
  });

  it('lets managers write the organization’s templates, and every member read them', async () => {
    const created = await manager.post<EmailTemplate>('/api/email-templates', diwali);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(diwali);
    expect((await list(member)).map((t) => t.name)).toContain('Diwali offer');

    const edited = await owner.put<EmailTemplate>(`/api/email-templates/${created.body.id}`, {
      subject: 'Diwali wishes, {{firstName}}',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ ...diwali, subject: 'Diwali wishes, {{firstName}}' });

    // A member uses them and changes none.
    for (const answer of [
      await member.post('/api/email-templates', { ...diwali, name: 'Mine' }),
      await member.put(`/api/email-templates/${created.body.id}`, { name: 'Mine' }),
      await member.delete(`/api/email-templates/${created.body.id}`),
    ]) {
      expect(answer.status).toBe(403);
    }
    expect((await list(owner)).find((t) => t.id === created.body.id)?.name).toBe('Diwali offer');

    expect((await manager.delete(`/api/email-templates/${created.body.id}`)).status).toBe(204);
    expect((await list(owner)).some((t) => t.id === created.body.id)).toBe(false);
    expect((await manager.delete(`/api/email-templates/${created.body.id}`)).status).toBe(404);
  });

  it('keeps each organization’s templates to itself', async () => {
    const created = await owner.post<EmailTemplate>('/api/email-templates', {
      ...diwali,
      name: 'Ours only',
    });
    expect((await list(stranger)).some((t) => t.id === created.body.id)).toBe(false);
    expect(
      (await stranger.put(`/api/email-templates/${created.body.id}`, { name: 'Taken' })).status,
    ).toBe(404);
    expect((await stranger.delete(`/api/email-templates/${created.body.id}`)).status).toBe(404);
    expect((await list(owner)).find((t) => t.id === created.body.id)?.name).toBe('Ours only');
  });

  it('refuses a field it cannot fill, empty or long fields and bad ids, with field errors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...diwali, body: 'Our price: {{price}}' }, 'body'],
      [{ ...diwali, subject: '' }, 'subject'],
      [{ ...diwali, name: 'x'.repeat(81) }, 'name'],
      [{ name: 'No body', subject: 'Hi' }, 'body'],
    ];
    for (const [body, field] of cases) {
      const answer = await owner.post<ErrorBody>('/api/email-templates', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.details?.map((d) => d.field)).toContain(field);
    }
    const price = await owner.post<ErrorBody>('/api/email-templates', {
      ...diwali,
      body: 'Our price: {{price}}',
    });
    expect(price.body.error.details?.[0]?.message).toBe(
      '{{price}} is not a merge field: use {{firstName}}, {{name}}, {{company}}, {{senderName}}',
    );
    expect((await owner.put('/api/email-templates/..%2Fx', { name: 'x' })).status).toBe(400);
  });

  it('takes one of two edits made at once, and says the other came too late', async () => {
    const created = await owner.post<EmailTemplate>('/api/email-templates', {
      ...diwali,
      name: 'Raced',
    });
    const answers = await Promise.all(
      ['First', 'Second', 'Third'].map((name) =>
        owner.put<EmailTemplate>(`/api/email-templates/${created.body.id}`, { name }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toContain(200);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const kept = (await list(owner)).find((t) => t.id === created.body.id);
    expect(['First', 'Second', 'Third']).toContain(kept?.name);
  });

  it('holds an organization to 50 templates', async () => {
    const busy = await signIn();
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        busy.post('/api/email-templates', { ...diwali, name: `Template ${i}` }),
      ),
    );
    expect(await list(busy)).toHaveLength(50);
    const over = await busy.post<ErrorBody>('/api/email-templates', {
      ...diwali,
      name: 'One more',
    });
    expect(over.status).toBe(400);
    expect(over.body.error.details?.[0]?.message).toBe(
      'There are 50 templates already; delete one first',
    );
  });
});
