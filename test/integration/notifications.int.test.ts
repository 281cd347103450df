import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { handler as noticeEmailWorker } from '@salesflow/functions/modules/notifications/notice-email.worker';
import {
  assignmentNotice,
  type NewNotice,
  notify,
} from '@salesflow/functions/modules/notifications/notifications.service';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import type { Notice, NoticePage } from '@salesflow/shared/notifications/notice';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@salesflow/shared/settings/notification-preferences';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { emailsTo } from '../support/mailbox';
import { settleProjections } from '../support/projections';
import { useLocalStackFromTests } from '../support/service-env';
import { runWorker } from '../support/sqs-event';
import { testTable } from '../support/table';

const whoIs = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;

const noticeFor = (organizationId: string, overrides: Partial<NewNotice> = {}): NewNotice => ({
  kind: 'assignment',
  title: 'New lead assigned to you',
  message: 'Priya assigned you Aarav Mehta (high priority).',
  link: '/app/contacts?contact=01JAAAAAAAAAAAAAAAAAAAAAAA',
  organizationId,
  ...overrides,
});

const notified = async (client: ApiClient, overrides: Partial<NewNotice> = {}) => {
  const me = await whoIs(client);
  const notice = await notify(me.id, noticeFor(me.organizationId, overrides));
  if (!notice) throw new Error('not notified');
  return notice;
};

/** The user's notices and unread count (new notices are counted from the table's stream). */
const pageOf = async (client: ApiClient, query = '') => {
  await settleProjections();
  return (await client.get<NoticePage>(`/api/notifications${query}`)).body;
};

const storedEmailStatus = async (userId: string, noticeId: string) => {
  const table = testTable();
  const { Item } = await table.client.send(
    new GetCommand({
      TableName: table.name,
      Key: { pk: `USER#${userId}#NOTICES`, sk: `NOTICE#${noticeId}` },
    }),
  );
  return Item?.emailStatus;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(useLocalStackFromTests);

describe('notices in the bell', () => {
  it('a notice sent through notify() shows to that user only, with the unread count', async () => {
    const alice = await signIn();
    const bob = await signIn();
    const notice = await notified(alice);

    expect(await pageOf(alice)).toEqual({ items: [notice], nextCursor: null, unreadCount: 1 });
    expect(notice).toMatchObject({ kind: 'assignment', readAt: null });
    expect(await pageOf(bob)).toEqual({ items: [], nextCursor: null, unreadCount: 0 });
  });

  it('marks one read, once; another user’s notice is not found and stays unread', async () => {
    const alice = await signIn();
    const bob = await signIn();
    const first = await notified(alice);
    await notified(alice, { title: 'Second' });

    const stranger = await bob.post(`/api/notifications/${first.id}/read`, {});
    expect(stranger.status).toBe(404);
    expect((await pageOf(alice)).unreadCount).toBe(2);

    const read = await alice.post<{ notice: Notice; unreadCount: number }>(
      `/api/notifications/${first.id}/read`,
      {},
    );
    expect(read.status).toBe(200);
    expect(read.body.unreadCount).toBe(1);
    expect(read.body.notice.readAt).toEqual(expect.any(String));
    const again = await alice.post<{ unreadCount: number }>(
      `/api/notifications/${first.id}/read`,
      {},
    );
    expect(again.body.unreadCount).toBe(1);
    const page = await pageOf(alice);
    expect(page.items.find((n) => n.id === first.id)?.readAt).toBe(read.body.notice.readAt);
  });

  it('marks all as read, the caller’s only', async () => {
    const alice = await signIn();
    const bob = await signIn();
    for (const title of ['One', 'Two', 'Three']) await notified(alice, { title });
    await notified(bob);

    const all = await alice.post<{ unreadCount: number }>('/api/notifications/read-all', {});
    expect(all.body).toEqual({ unreadCount: 0 });
    const page = await pageOf(alice);
    expect(page.unreadCount).toBe(0);
    expect(page.items.every((n) => n.readAt !== null)).toBe(true);
    expect((await pageOf(bob)).unreadCount).toBe(1);
    // Nothing left to mark: still zero, never below.
    expect((await alice.post('/api/notifications/read-all', {})).body).toEqual({ unreadCount: 0 });
  });

  it('marks more unread notices than one transaction holds, keeping the count exact', async () => {
    const alice = await signIn();
    const me = await whoIs(alice);
    // In the app only: a hundred emails would only slow the run.
    await alice.post('/api/settings/notifications', {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      emailNotifications: false,
    });
    for (let batch = 0; batch < 13; batch += 1) {
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          notify(me.id, noticeFor(me.organizationId, { title: `Notice ${batch}-${i}` })),
        ),
      );
    }
    expect((await pageOf(alice, '?limit=1')).unreadCount).toBe(104);
    expect((await alice.post('/api/notifications/read-all', {})).body).toEqual({ unreadCount: 0 });
    const page = await pageOf(alice, '?limit=50');
    expect(page.items.filter((n) => n.readAt === null)).toEqual([]);
  });

  it('pages newest first with a cursor signed for the user', async () => {
    const alice = await signIn();
    const bob = await signIn();
    for (const title of ['1', '2', '3', '4', '5']) await notified(alice, { title });

    const first = await pageOf(alice, '?limit=2');
    expect(first.items.map((n) => n.title)).toEqual(['5', '4']);
    const second = await pageOf(alice, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((n) => n.title)).toEqual(['3', '2']);
    const third = await pageOf(alice, `?limit=2&cursor=${second.nextCursor}`);
    expect(third.items.map((n) => n.title)).toEqual(['1']);

    // Alice's cursor means nothing in Bob's list.
    const foreign = await bob.get(`/api/notifications?limit=2&cursor=${first.nextCursor}`);
    expect(foreign.status).toBe(400);
    expect((foreign.body as ErrorBody).error.details).toEqual([
      { field: 'cursor', message: 'Cursor is not valid' },
    ]);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const alice = await signIn();
    for (const query of ['?limit=0', '?limit=51', '?limit=two']) {
      const response = await alice.get(`/api/notifications${query}`);
      expect(response.status, query).toBe(400);
      expect((response.body as ErrorBody).error.details?.[0]?.field).toBe('limit');
    }
    const badId = await alice.post('/api/notifications/not%20an%20id/read', {});
    expect(badId.status).toBe(400);
    expect((badId.body as ErrorBody).error.details?.[0]?.field).toBe('id');
  });

  it('tells a notice once per once-key, however often it is asked', async () => {
    const alice = await signIn();
    const me = await whoIs(alice);
    const notice = assignmentNotice({
      organizationId: me.organizationId,
      assignmentId: 'assignment-1',
      assignedAt: '2026-11-23T10:00:00.000Z',
      contactId: '01JBBBBBBBBBBBBBBBBBBBBBBB',
      contactName: 'Aarav Mehta',
      assignedByName: 'Priya Sharma',
      priority: 'high',
    });
    const told = await Promise.all([notify(me.id, notice), notify(me.id, notice)]);
    expect(told.filter(Boolean)).toHaveLength(1);
    expect(await notify(me.id, notice)).toBeNull();
    const page = await pageOf(alice);
    expect(page.unreadCount).toBe(1);
    expect(page.items).toEqual([
      expect.objectContaining({
        title: 'New lead assigned to you: Aarav Mehta',
        message: 'Priya Sharma assigned you Aarav Mehta, high priority.',
        link: '/app/contacts?contact=01JBBBBBBBBBBBBBBBBBBBBBBB',
      }),
    ]);
  });

  it('refuses a link to anywhere but a screen of the app', async () => {
    const alice = await signIn();
    await expect(notified(alice, { link: 'https://evil.example/app' })).rejects.toThrow(
      /screen of the app/,
    );
    expect((await pageOf(alice)).unreadCount).toBe(0);
  });
});

describe('notice emails (notifications queue)', () => {
  it('emails a notice once when Email Notifications are on, and never when off', async () => {
    const on = await signIn();
    const off = await signIn();
    await off.post('/api/settings/notifications', {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      emailNotifications: false,
    });
    const quiet = await notified(off, { title: 'Quiet notice' });
    const loud = await notified(on, { title: 'Loud notice' });

    await expect.poll(async () => (await emailsTo(on.email)).length, { timeout: 15_000 }).toBe(1);
    const [email] = await emailsTo(on.email);
    expect(email?.subject).toBe('Loud notice');
    expect(email?.body.text).toContain('Priya assigned you Aarav Mehta (high priority).');
    expect(email?.body.text).toContain('/app/contacts?contact=01JAAAAAAAAAAAAAAAAAAAAAAA');
    await expect
      .poll(async () => storedEmailStatus((await whoIs(on)).id, loud.id), { timeout: 10_000 })
      .toBe('sent');

    expect(await storedEmailStatus((await whoIs(off)).id, quiet.id)).toBe('none');
    await sleep(1500);
    expect(await emailsTo(off.email)).toEqual([]);
  });

  it('follows the kind’s own switch beside Email Notifications', async () => {
    const client = await signIn();
    await client.post('/api/settings/notifications', {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      leadScoringUpdates: false,
    });
    const me = await whoIs(client);
    const scored = await notified(client, { kind: 'leadScored', title: 'Lead scored 92' });
    await notified(client, { kind: 'assignment', title: 'Assigned' });

    await expect
      .poll(async () => (await emailsTo(client.email)).length, { timeout: 15_000 })
      .toBe(1);
    expect((await emailsTo(client.email))[0]?.subject).toBe('Assigned');
    expect(await storedEmailStatus(me.id, scored.id)).toBe('none');
    // In the app it is there all the same.
    expect((await pageOf(client)).items.map((n) => n.title)).toEqual([
      'Assigned',
      'Lead scored 92',
    ]);
  });

  it('never emails a notice twice, however often its message comes', async () => {
    const client = await signIn();
    const me = await whoIs(client);
    const notice = await notified(client, { title: 'Exactly once' });
    const message = { userId: me.id, noticeId: notice.id };

    // The queue's own delivery, and the same message redelivered, at once and later.
    // A delivery that finds the email being sent fails, to come back later, and sends nothing.
    await Promise.all([
      runWorker(noticeEmailWorker, 'notifications', [message]),
      runWorker(noticeEmailWorker, 'notifications', [message]),
    ]);
    await expect
      .poll(async () => storedEmailStatus(me.id, notice.id), { timeout: 15_000 })
      .toBe('sent');
    expect(await runWorker(noticeEmailWorker, 'notifications', [message, message])).toEqual([]);
    await sleep(1500);

    const emails = await emailsTo(client.email);
    expect(emails.map((email) => email.subject)).toEqual(['Exactly once']);
  });
});
