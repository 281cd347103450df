import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { RATE_LIMITS } from '@salesflow/functions/platform/rate-limits';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/api-client';
import { testTable } from '../support/table';
import { signInAsMember } from '../support/team';

const { limit, windowSeconds } = RATE_LIMITS.mutationsPerOrganization;

/** Fills the organization's current window as if `limit` changes had just been made. */
const fillWindow = async (organizationId: string) => {
  // Too close to the end of a window, the refused requests would land in the next one: wait.
  const untilNext = windowSeconds - (Math.floor(Date.now() / 1000) % windowSeconds);
  if (untilNext <= 3) await new Promise((r) => setTimeout(r, untilNext * 1000 + 100));
  const now = Math.floor(Date.now() / 1000);
  const windowStart = now - (now % windowSeconds);
  const table = testTable();
  await table.client.send(
    new PutCommand({
      TableName: table.name,
      Item: {
        pk: `ORG#${organizationId}#RATE`,
        sk: `W#${windowStart}`,
        requests: limit,
        expire: windowStart + windowSeconds * 2,
      },
    }),
  );
  return windowStart + windowSeconds - now;
};

describe('changes per organization are limited', () => {
  it('answers 429 with Retry-After once the window is full, for every member, but still reads', async () => {
    const owner = await signIn();
    const { organizationId } = (await owner.get<AuthUser>('/api/auth/user')).body;
    const colleague = await signInAsMember(organizationId, 'member');
    // Far from the limit, changes go through.
    const before = await owner.post('/api/contacts', {
      name: 'Okay',
      email: `ok-${Date.now()}@x.in`,
    });
    expect(before.status).toBe(201);

    const left = await fillWindow(organizationId);
    for (const client of [owner, colleague]) {
      const refused = await client.post('/api/contacts', {
        name: 'Too many',
        email: `many-${Math.random()}@x.in`,
      });
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(Math.max(left, 1) + 1);
      expect((refused.body as ErrorBody).error.code).toBe('RATE_LIMITED');
    }
    // Reads are not changes; another organization is not affected.
    expect((await owner.get('/api/contacts')).status).toBe(200);
    const stranger = await signIn();
    const theirs = await stranger.post('/api/contacts', {
      name: 'Mine',
      email: `m-${Date.now()}@x.in`,
    });
    expect(theirs.status).toBe(201);
    // Nothing refused was written.
    const list = await owner.get<{ name: string }[]>('/api/contacts');
    expect(list.body.map((c) => c.name)).toEqual(['Okay']);
  });
});
