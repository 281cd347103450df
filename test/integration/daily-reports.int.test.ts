import { handler as dailyReportWorker } from '@salesflow/functions/modules/daily-reports/daily-report.worker';
import { dueReports } from '@salesflow/functions/modules/daily-reports/daily-reports.service';
import { handler as dailyReportsDue } from '@salesflow/functions/modules/daily-reports/start-daily-reports.handler';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { todayIn } from '@salesflow/shared/dates/calendar-date';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import {
  type DailyReportRequest,
  dayBefore,
  reportDayLabel,
} from '@salesflow/shared/notifications/daily-report';
import type { NoticePage } from '@salesflow/shared/notifications/notice';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '@salesflow/shared/settings/notification-preferences';
import type { ProfileTimezone } from '@salesflow/shared/settings/timezones';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { lambdaContext } from '../../infra/local/lambda-event';
import { recordCall } from '../support/ai-call-records';
import { type ApiClient, appUrl, sessionCookieFrom, signIn } from '../support/api-client';
import { emailsTo } from '../support/mailbox';
import { settleProjections } from '../support/projections';
import { useLocalStackFromTests } from '../support/service-env';
import { runWorker } from '../support/sqs-event';

const QUEUE = 'daily-reports';

const whoIs = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;
/** The user's notices and unread count (new notices are counted from the table's stream). */
const noticesOf = async (client: ApiClient) => {
  await settleProjections();
  return (await client.get<NoticePage>('/api/notifications')).body;
};

/** A signed-in user with these switches, in this time zone. */
const subscriber = async (
  timezone: ProfileTimezone = 'Asia/Kolkata',
  switches: Partial<NotificationPreferences> = {},
) => {
  const client = await signIn();
  await client.post('/api/settings/profile', { timezone });
  await client.post('/api/settings/notifications', {
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    dailyReports: true,
    ...switches,
  });
  return { client, me: await whoIs(client) };
};

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Tomorrow's report for a user in India, asked for at 08:05 there: it reports on today in an
 * organization of Asia/Kolkata (the dev login's), where the test made its records.
 */
const tomorrowsRequest = (userId: string): DailyReportRequest => {
  const tomorrow = dayAfter(todayIn('Asia/Kolkata'));
  return {
    userId,
    date: tomorrow,
    timezone: 'Asia/Kolkata',
    at: new Date(`${tomorrow}T08:05:00+05:30`).toISOString(),
  };
};

/**
 * Two new leads (a third deleted since is none), a deal created and moved twice (once to won),
 * and one call (and a demo call, which is none).
 */
const busyDay = async (client: ApiClient) => {
  const contact = (
    await client.post<Contact>('/api/contacts', {
      name: 'Leela',
      email: `l-${Date.now()}@x.in`,
      phone: '+91 98765 43210',
    })
  ).body;
  await client.post('/api/contacts', { name: 'Ravi', email: `r-${Date.now()}@x.in` });
  const gone = await client.post<Contact>('/api/contacts', {
    name: 'Gone',
    email: `g-${Date.now()}@x.in`,
  });
  expect((await client.delete(`/api/contacts/${gone.body.id}`)).status).toBe(204);
  await recordCall(client, contact, 'interested');
  const deal = (await client.post<Deal>('/api/deals', { title: 'Spice range' })).body;
  await client.put(`/api/deals/${deal.id}`, { stage: 'proposal' });
  await client.put(`/api/deals/${deal.id}`, { stage: 'won' });
  const call = await client.post(`/api/contacts/${contact.id}/activities`, {
    type: 'call',
    subject: 'Intro call',
    duration: 60,
  });
  expect(call.status).toBe(201);
  // The day's counts (new leads, deals moved and won) are derived from the table's stream.
  await settleProjections();
};

/** The figures of each line of a report, without the organization's name. */
const figuresOf = (message: string) => message.split('\n').map((line) => line.split(': ')[1]);

const requestsAt = async (now: Date) => {
  const all: DailyReportRequest[] = [];
  for await (const page of dueReports(now)) all.push(...page);
  return all;
};

/** Joins `client`'s user to another organization, as a member (the dev login's team sign-in). */
const join = async (client: ApiClient, organizationId: string) => {
  const response = await fetch(`${appUrl()}/api/dev/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl() },
    body: JSON.stringify({ email: client.email, organizationId, role: 'member' }),
  });
  if (response.status !== 204) throw new Error(`join failed: ${response.status}`);
  sessionCookieFrom(response);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(useLocalStackFromTests);

describe('when a daily report is due', () => {
  it('at 08:00 to 08:30 in the user’s own time zone, for those with daily reports on', async () => {
    const tokyo = await subscriber('Asia/Tokyo');
    const india = await subscriber('Asia/Kolkata');
    const off = await subscriber('Asia/Kolkata', { dailyReports: false });
    const mine = (requests: DailyReportRequest[]) =>
      requests.filter((r) => [tokyo.me.id, india.me.id, off.me.id].includes(r.userId));

    // 08:10 in Tokyo is 04:40 in India.
    const tokyoMorning = new Date('2026-11-24T23:10:00Z');
    expect(mine(await requestsAt(tokyoMorning))).toEqual([
      {
        userId: tokyo.me.id,
        date: '2026-11-25',
        timezone: 'Asia/Tokyo',
        at: tokyoMorning.toISOString(),
      },
    ]);
    // 08:10 in India; the one who turned reports off is not asked for.
    expect(mine(await requestsAt(new Date('2026-11-25T02:40:00Z')))).toEqual([
      expect.objectContaining({ userId: india.me.id, date: '2026-11-25' }),
    ]);
    // 07:59 and 08:30 in Tokyo: not yet, and no longer.
    expect(mine(await requestsAt(new Date('2026-11-24T22:59:00Z')))).toEqual([]);
    expect(mine(await requestsAt(new Date('2026-11-24T23:30:00Z')))).toEqual([]);
  });

  it('the schedule queues it and the queue’s worker delivers it (the local poller)', async () => {
    const paris = await subscriber('Europe/Paris', { emailNotifications: false });
    const event = { time: '2026-11-25T07:05:00Z' } as ScheduledEvent; // 08:05 in Paris
    await dailyReportsDue(event, lambdaContext('daily-reports-due') as Context, () => undefined);

    await expect
      .poll(async () => (await noticesOf(paris.client)).items.map((n) => n.title), {
        timeout: 15_000,
      })
      .toEqual([`Your daily report for ${reportDayLabel('2026-11-24')}`]);
  });
});

describe('the daily report', () => {
  it('gives yesterday’s new leads, deals moved and won, and calls, in the app and by email', async () => {
    const { client, me } = await subscriber();
    await busyDay(client);
    const request = tomorrowsRequest(me.id);

    expect(await runWorker(dailyReportWorker, QUEUE, [request])).toEqual([]);

    const today = dayBefore(request.date);
    const { items, unreadCount } = await noticesOf(client);
    expect(unreadCount).toBe(1);
    expect(items[0]).toMatchObject({
      kind: 'dailyReport',
      title: `Your daily report for ${reportDayLabel(today)}`,
      link: '/app',
      organizationId: me.organizationId,
    });
    expect(figuresOf(items[0]?.message ?? '')).toEqual([
      '2 new leads, 2 deals moved, 1 deal won, 1 call logged.',
    ]);
    expect(items[0]?.message).toContain(` on ${reportDayLabel(today)}: `);

    await expect
      .poll(async () => (await emailsTo(client.email)).length, { timeout: 15_000 })
      .toBe(1);
    const [email] = await emailsTo(client.email);
    expect(email?.subject).toBe(`Your daily report for ${reportDayLabel(today)}`);
    expect(email?.body.text).toContain('2 new leads, 2 deals moved, 1 deal won, 1 call logged.');
  });

  it('says so when nothing happened: every figure is zero', async () => {
    const { client, me } = await subscriber('Asia/Kolkata', { emailNotifications: false });
    await runWorker(dailyReportWorker, QUEUE, [tomorrowsRequest(me.id)]);
    expect(figuresOf((await noticesOf(client)).items[0]?.message ?? '')).toEqual([
      '0 new leads, 0 deals moved, 0 deals won, 0 calls logged.',
    ]);
  });

  it('is sent once per user and day, however often its message comes', async () => {
    const { client, me } = await subscriber();
    const request = tomorrowsRequest(me.id);

    const failed = await Promise.all([
      runWorker(dailyReportWorker, QUEUE, [request, request]),
      runWorker(dailyReportWorker, QUEUE, [request]),
    ]);
    expect(failed.flat()).toEqual([]);
    await runWorker(dailyReportWorker, QUEUE, [request]);

    expect((await noticesOf(client)).items).toHaveLength(1);
    await expect
      .poll(async () => (await emailsTo(client.email)).length, { timeout: 15_000 })
      .toBe(1);
    await sleep(1500);
    expect(await emailsTo(client.email)).toHaveLength(1);

    // The next morning is another report.
    const next = dayAfter(request.date);
    await runWorker(dailyReportWorker, QUEUE, [
      { ...request, date: next, at: new Date(`${next}T08:05:00+05:30`).toISOString() },
    ]);
    expect((await noticesOf(client)).items).toHaveLength(2);
  });

  it('is emailed only when Email Notifications are on; kept in the app all the same', async () => {
    const { client, me } = await subscriber('Asia/Kolkata', { emailNotifications: false });
    await runWorker(dailyReportWorker, QUEUE, [tomorrowsRequest(me.id)]);

    expect((await noticesOf(client)).items.map((n) => n.kind)).toEqual(['dailyReport']);
    await sleep(1500);
    expect(await emailsTo(client.email)).toEqual([]);
  });

  it('is not sent once the user turned daily reports off or moved to another time zone', async () => {
    const stopped = await subscriber();
    const moved = await subscriber();
    const stoppedRequest = tomorrowsRequest(stopped.me.id);
    const movedRequest = tomorrowsRequest(moved.me.id);
    await stopped.client.post('/api/settings/notifications', DEFAULT_NOTIFICATION_PREFERENCES);
    await moved.client.post('/api/settings/profile', { timezone: 'Asia/Singapore' });

    await runWorker(dailyReportWorker, QUEUE, [stoppedRequest, movedRequest]);

    expect((await noticesOf(stopped.client)).items).toEqual([]);
    expect((await noticesOf(moved.client)).items).toEqual([]);
    await sleep(1500);
    expect(await emailsTo(stopped.client.email)).toEqual([]);
  });

  it('shows each of the user’s organizations, and nobody else’s figures', async () => {
    const alice = await subscriber('Asia/Kolkata', { emailNotifications: false });
    const carol = await signIn();
    const bob = await signIn();
    const carolsOrg = (await whoIs(carol)).organizationId;
    await join(alice.client, carolsOrg);

    // Alice's own organization is quiet; Carol's has a new lead; Bob's (not Alice's) is busy.
    await carol.post('/api/contacts', { name: 'Meera', email: `m-${Date.now()}@x.in` });
    await busyDay(bob);
    await settleProjections();

    await runWorker(dailyReportWorker, QUEUE, [tomorrowsRequest(alice.me.id)]);

    const [report] = (await noticesOf(alice.client)).items;
    // Her default organization first, then the one she joined.
    expect(report?.organizationId).toBe(alice.me.organizationId);
    expect(figuresOf(report?.message ?? '')).toEqual([
      '0 new leads, 0 deals moved, 0 deals won, 0 calls logged.',
      '1 new lead, 0 deals moved, 0 deals won, 0 calls logged.',
    ]);
    // Bob and Carol have daily reports off: nothing for them.
    expect((await noticesOf(bob)).items).toEqual([]);
  });
});
