import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { allShards } from '@salesflow/functions/platform/data/shards';
import type { OutboxDeadLetters } from '@salesflow/shared/admin/outbox-dead-letters.schema';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_OPERATOR_EMAIL } from '../../infra/local/local-stack';
import { type ApiClient, signIn } from '../support/api-client';
import { testTable } from '../support/table';

/**
 * The outbox's dead letters (platform/queue/outbox.ts: entries SQS refused 10 times) for platform
 * operators on the admin dashboard: how many, each one's queue, when, attempts and last error
 * (never the message's personal data), and sending one again.
 */
const PATH = '/api/admin/outbox/dead-letters';

/** A dead letter as the outbox leaves it, at a moment of its own (the partition is shared). */
const deadLetter = async (queue: string, body: Record<string, unknown>) => {
  const deadAt = new Date(Date.now() - Math.floor(Math.random() * 86_400_000)).toISOString();
  const entryId = randomUUID().replaceAll('-', '').slice(0, 26).toUpperCase();
  const item = {
    pk: 'OUTBOX_DEAD',
    sk: `${deadAt}#${entryId}`,
    queue,
    body: JSON.stringify(body),
    attempts: 10,
    lastError: `QueueDoesNotExist: The specified queue does not exist (${queue})`,
    entrySk: `${new Date(Date.parse(deadAt) - 600_000).toISOString()}#${entryId}`,
    deadAt,
    expire: Math.floor(Date.now() / 1000) + 30 * 86_400,
  };
  const table = testTable();
  await table.client.send(new PutCommand({ TableName: table.name, Item: item }));
  return item;
};

/** The outbox entries (not yet sent) whose body holds `marker`. */
const outboxEntriesWith = async (marker: string) => {
  const table = testTable();
  const found = [];
  for (const shard of allShards()) {
    const out = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `OUTBOX#${shard}` },
        ConsistentRead: true,
      }),
    );
    found.push(...(out.Items ?? []).filter((item) => String(item.body).includes(marker)));
  }
  return found;
};

describe('the outbox’s dead letters on the admin dashboard', () => {
  let operator: ApiClient;
  let owner: ApiClient;
  let organizationId: string;

  const list = async () => (await operator.get<OutboxDeadLetters>(`${PATH}?limit=100`)).body;
  const listed = async (deadAt: string) =>
    (await list()).items.find(
      (item) => item.deadAt === deadAt && item.organizationId === organizationId,
    );

  beforeAll(async () => {
    operator = await signIn(LOCAL_OPERATOR_EMAIL);
    owner = await signIn(`dead-${randomUUID().slice(0, 8)}@shop.in`);
    organizationId = (await owner.get<AuthUser>('/api/auth/user')).body.organizationId;
  });

  it('lists how many there are and each one’s queue, time, attempts and last error, without the message’s personal data', async () => {
    const email = `priya-${randomUUID().slice(0, 8)}@lead.in`;
    const letter = await deadLetter('account-figures', {
      organizationId,
      email,
      name: 'Priya Sharma',
    });

    const answer = await operator.get<OutboxDeadLetters>(`${PATH}?limit=100`);

    expect(answer.status).toBe(200);
    expect(answer.body.count).toBeGreaterThanOrEqual(1);
    const item = answer.body.items.find((i) => i.deadAt === letter.deadAt);
    expect(item).toMatchObject({
      queue: 'account-figures',
      deadAt: letter.deadAt,
      queuedAt: letter.entrySk.split('#')[0],
      attempts: 10,
      lastError: letter.lastError,
      organizationId,
      bodyFields: ['email', 'name', 'organizationId'],
    });
    expect(item?.id).toMatch(/^[A-Za-z0-9_-]+$/);
    // Newest first.
    const times = answer.body.items.map((i) => i.deadAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Never the body itself.
    expect(JSON.stringify(answer.body)).not.toContain(email);
    expect(JSON.stringify(answer.body)).not.toContain('Priya Sharma');
  });

  it('sends one again: it leaves the dead letters and reaches its queue; again, it is gone (404)', async () => {
    const letter = await deadLetter('account-figures', { organizationId });
    const item = await listed(letter.deadAt);
    if (!item) throw new Error('the dead letter is not listed');

    const sent = await operator.post<{ sent: boolean }>(`${PATH}/${item.id}/redrive`, {});

    expect(sent.status).toBe(200);
    expect(sent.body.sent).toBe(true);
    expect(await listed(letter.deadAt)).toBeUndefined();
    const again = await operator.post<{ error: { code: string } }>(
      `${PATH}/${item.id}/redrive`,
      {},
    );
    expect(again.status).toBe(404);
  });

  it('a letter its queue still refuses goes back to the outbox, for the sweeper to try again', async () => {
    const marker = `refused-${randomUUID()}`;
    const letter = await deadLetter('no-such-queue', { organizationId, marker });
    const item = await listed(letter.deadAt);
    if (!item) throw new Error('the dead letter is not listed');

    const answer = await operator.post<{ sent: boolean }>(`${PATH}/${item.id}/redrive`, {});

    expect(answer.status).toBe(200);
    expect(answer.body.sent).toBe(false);
    expect(await listed(letter.deadAt)).toBeUndefined();
    const [entry] = await outboxEntriesWith(marker);
    expect(entry).toMatchObject({ queue: 'no-such-queue', attempts: 1 });
  });

  it('answers 404 to anyone who is not a platform operator, and changes nothing', async () => {
    const letter = await deadLetter('account-figures', { organizationId });
    const item = await listed(letter.deadAt);
    if (!item) throw new Error('the dead letter is not listed');

    expect((await owner.get(PATH)).status).toBe(404);
    expect((await owner.post(`${PATH}/${item.id}/redrive`, {})).status).toBe(404);

    expect(await listed(letter.deadAt)).toBeDefined();
  });

  it('answers bad input with 400 and the field in error', async () => {
    const badLimit = await operator.get<{ error: { details: { field: string }[] } }>(
      `${PATH}?limit=0`,
    );
    const badId = await operator.post<{ error: { details: { field: string }[] } }>(
      `${PATH}/${'x'.repeat(300)}/redrive`,
      {},
    );
    const notBase64 = await operator.post<{ error: { details: { field: string }[] } }>(
      `${PATH}/not.an.id/redrive`,
      {},
    );

    expect(badLimit.status).toBe(400);
    expect(badLimit.body.error.details.map((d) => d.field)).toContain('limit');
    expect(badId.status).toBe(400);
    expect(badId.body.error.details.map((d) => d.field)).toContain('id');
    expect(notBase64.status).toBe(400);
  });
});
