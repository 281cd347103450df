import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { TagColours } from '@salesflow/shared/contacts/tag-colours';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { signInAsMember } from '../support/team';

const colours = async (client: ApiClient) => {
  const response = await client.get<TagColours>('/api/tag-colours');
  expect(response.status).toBe(200);
  return response.body.colours;
};

describe('tag colours', () => {
  let owner: ApiClient;
  let organizationId: string;

  beforeAll(async () => {
    owner = await signIn();
    organizationId = (await owner.get<AuthUser>('/api/auth/user')).body.organizationId;
  });

  it('keeps a colour per tag for the whole organization, any case the same tag', async () => {
    expect(await colours(owner)).toEqual({});
    const set = await owner.put<TagColours>('/api/tag-colours', { tag: 'VIP', colour: 'purple' });
    expect(set.status).toBe(200);
    expect(set.body.colours).toEqual({ vip: 'purple' });
    expect((await owner.put('/api/tag-colours', { tag: 'vip', colour: 'green' })).status).toBe(200);
    await owner.put('/api/tag-colours', { tag: 'Diwali 2026', colour: 'orange' });
    const member = await signInAsMember(organizationId, 'member');
    expect(await colours(member)).toEqual({ vip: 'green', 'diwali 2026': 'orange' });
    // Back to the colour its name gives it.
    const cleared = await owner.put<TagColours>('/api/tag-colours', { tag: 'VIP', colour: null });
    expect(cleared.body.colours).toEqual({ 'diwali 2026': 'orange' });
  });

  it('lets managers choose and members only read; another organization sees none', async () => {
    const member = await signInAsMember(organizationId, 'member');
    const refused = await member.put<ErrorBody>('/api/tag-colours', { tag: 'Hot', colour: 'red' });
    expect(refused.status).toBe(403);
    const manager = await signInAsMember(organizationId, 'manager');
    expect((await manager.put('/api/tag-colours', { tag: 'Hot', colour: 'red' })).status).toBe(200);
    const stranger = await signIn();
    expect(await colours(stranger)).toEqual({});
    expect((await stranger.put('/api/tag-colours', { tag: 'Hot', colour: 'blue' })).status).toBe(
      200,
    );
    expect((await colours(owner)).hot).toBe('red');
    expect((await colours(stranger)).hot).toBe('blue');
  });

  it('refuses a bad tag or colour with a field error', async () => {
    for (const [body, field] of [
      [{ tag: 'Hot', colour: 'mauve' }, 'colour'],
      [{ tag: '#hot', colour: 'red' }, 'tag'],
      [{ tag: '', colour: 'red' }, 'tag'],
      [{ tag: 'x'.repeat(41), colour: 'red' }, 'tag'],
      [{ colour: 'red' }, 'tag'],
      [{ tag: 'Hot' }, 'colour'],
    ] as const) {
      const response = await owner.put<ErrorBody>('/api/tag-colours', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(
        response.body.error.details?.map((detail) => detail.field),
        JSON.stringify(body),
      ).toContain(field);
    }
  });
});
