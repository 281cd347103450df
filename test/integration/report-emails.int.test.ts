import { randomUUID } from 'node:crypto';
import { weeklyReportEmailOf } from '@salesflow/functions/modules/report-emails/report-emails.service';
import { handler as weeklyReportsDue } from '@salesflow/functions/modules/report-emails/start-weekly-reports.handler';
import { handler as weeklyReportWorker } from '@salesflow/functions/modules/report-emails/weekly-report.worker';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact, ContactSource } from '@salesflow/shared/contacts/contact.schema';
import { todayIn } from '@salesflow/shared/dates/calendar-date';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import { reportWeekOf } from '@salesflow/shared/reports/weekly-report';
import type {
  WeeklyReportEmail,
  WeeklyReportRequest,
} from '@salesflow/shared/reports/weekly-report-email.schema';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@salesflow/shared/settings/notification-preferences';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { lambdaContext } from '../../infra/local/lambda-event';
import { recordCall } from '../support/ai-call-records';
import { type ApiClient, appUrl, signIn } from '../support/api-client';
import { emailsTo, type SentEmail } from '../support/mailbox';
import { settleProjections } from '../support/projections';
import { useLocalStackFromTests } from '../support/service-env';
import { runWorker } from '../support/sqs-event';
import { removeMembership, signInAsMember } from '../support/team';

/** The dev login's organizations keep their reports in India's calendar. */
const ZONE = 'Asia/Kolkata';
const QUEUE = 'weekly-reports';
const PATH = '/api/reports/weekly-email';

const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const subscription = async (client: ApiClient) => {
  const response = await client.get<WeeklyReportEmail>(PATH);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

const subscribe = async (
  client: ApiClient,
  body: { enabled: boolean; type: string; range: string },
) => {
  const response = await client.put<WeeklyReportEmail>(PATH, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

/** The schedule's run at `at`, as EventBridge starts it: the worker gets its messages (poller). */
const runSchedule = async (at: Date) => {
  const event = { time: at.toISOString() } as ScheduledEvent;
  await weeklyReportsDue(event, lambdaContext('weekly-reports-due') as Context, () => undefined);
};

const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000);

/** The message the schedule queues for a subscription due at `dueAt`, found at `at`. */
const requestFor = (
  organizationId: string,
  userId: string,
  dueAt: string,
  at = minutesAfter(dueAt, 5),
): WeeklyReportRequest => ({
  organizationId,
  userId,
  week: reportWeekOf(ZONE, new Date(dueAt)),
  dueAt,
  at: at.toISOString(),
});

const weeklyEmails = async (to: string) =>
  (await emailsTo(to)).filter((email) => email.subject.startsWith('Your weekly SalesFlow report'));

const arrived = async (to: string, count = 1): Promise<SentEmail[]> => {
  await expect.poll(async () => (await weeklyEmails(to)).length, { timeout: 15_000 }).toBe(count);
  return weeklyEmails(to);
};

const addContact = async (client: ApiClient, source: ContactSource) => {
  const response = await client.post<Contact>('/api/contacts', {
    name: `Lead ${randomUUID().slice(0, 6)}`,
    email: `${randomUUID()}@lead.in`,
    phone: '+91 98765 43210',
    source,
  });
  expect(response.status).toBe(201);
  return response.body;
};

const addDeal = async (client: ApiClient, contact: Contact, value: string, stage: string) => {
  const created = await client.post<Deal>('/api/deals', {
    title: `Deal ${randomUUID().slice(0, 6)}`,
    stage: 'proposal',
    value,
    contactId: contact.id,
  });
  expect(created.status).toBe(201);
  if (stage !== 'proposal') {
    expect((await client.put(`/api/deals/${created.body.id}`, { stage })).status).toBe(200);
  }
};

/** "Mon 08:00" for an instant that is a Monday 08:00 in India. */
const localWeekdayAndTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

beforeAll(useLocalStackFromTests);

describe('the weekly report email', () => {
  it('goes out at Monday 08:00 with the chosen report’s figures and link, once a week', async () => {
    const owner = await signIn();
    const { id: userId, organizationId } = await me(owner);
    const [first, second] = [
      await addContact(owner, 'cold_call'),
      await addContact(owner, 'cold_call'),
    ];
    const third = await addContact(owner, 'referral');
    await addDeal(owner, first as Contact, '12500', 'won');
    await addDeal(owner, third, '3000', 'proposal');
    await recordCall(owner, first as Contact, 'interested');
    await recordCall(owner, second as Contact, 'not_interested');

    expect(await subscription(owner)).toEqual({
      enabled: false,
      type: 'overview',
      range: '30d',
      nextSendAt: null,
    });
    const saved = await subscribe(owner, { enabled: true, type: 'sales', range: '30d' });
    const dueAt = saved.nextSendAt as string;
    expect(saved).toMatchObject({ enabled: true, type: 'sales', range: '30d' });
    expect(localWeekdayAndTime(dueAt)).toBe('Mon 08:00');
    expect(Date.parse(dueAt)).toBeGreaterThan(Date.now());
    expect(Date.parse(dueAt) - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    expect(await subscription(owner)).toEqual(saved);

    // The report's counts are derived from the table's stream.
    await settleProjections();
    // Before 08:00 on Monday nothing goes; at 08:05 the report does.
    await runSchedule(minutesAfter(dueAt, -15));
    await sleep(1500);
    expect(await weeklyEmails(owner.email)).toEqual([]);
    await runSchedule(minutesAfter(dueAt, 5));
    const [email] = await arrived(owner.email);

    expect(email?.subject).toBe('Your weekly SalesFlow report: Sales Performance, last 30 days');
    const text = email?.body.text ?? '';
    // Three new contacts this month, unless Monday is in the next one (the card counts Monday's).
    const sameMonth = todayIn(ZONE, new Date(dueAt)).slice(0, 7) === todayIn(ZONE).slice(0, 7);
    for (const line of [
      'Sales Performance, last 30 days',
      '- Total Revenue: $12,500 · 1 won deal',
      '- Conversion Rate: 33.3% · won deals per new contact',
      '- Avg Deal Size: $12,500 · won deals',
      `- New Contacts: ${sameMonth ? 3 : 0} · this month`,
      'Top Sources\n- Cold Call: 2 (66.7%)\n- Referral: 1 (33.3%)\n\n',
      '- Proposal: 1 deal · $3,000',
      '- Won: 1 deal · $12,500',
      // Two demo calls: free, and no calls.
      'AI Calling Performance\n- Total Calls: 0\n- Successful: 0\n- Success Rate: 0.0%\n- Not counted: 2 demo calls (free)',
      '- Top lead source: Cold Call (2 contacts, 66.7%)',
      '- Win rate: 100.0% (1 won, 0 lost)',
      'Recommendations\n- Focus on Cold Call, your best source of new contacts',
      `Open this report in SalesFlow: ${appUrl()}/app/reports?type=sales&range=30d`,
    ]) {
      expect(text).toContain(line);
    }
    expect(email?.body.html).toContain('<li>Total Revenue: $12,500 · 1 won deal</li>');
    expect(email?.body.html).toContain(`href="${appUrl()}/app/reports?type=sales&amp;range=30d"`);

    // Next due a week later; another run this week queues nothing for it.
    const after = await subscription(owner);
    expect(after.nextSendAt).toBe(minutesAfter(dueAt, 7 * 24 * 60).toISOString());
    await runSchedule(minutesAfter(dueAt, 20));
    await runSchedule(minutesAfter(dueAt, 6 * 60));
    // The same week's message again (SQS delivers at least once), also twice at once.
    const again = requestFor(organizationId, userId, dueAt);
    expect(await runWorker(weeklyReportWorker, QUEUE, [again])).toEqual([]);
    const both = await Promise.all([
      runWorker(weeklyReportWorker, QUEUE, [again]),
      runWorker(weeklyReportWorker, QUEUE, [again]),
    ]);
    expect(both.flat()).toEqual([]);
    await sleep(2000);
    expect(await weeklyEmails(owner.email)).toHaveLength(1);

    // The next Monday is another week, and another email.
    const nextWeek = after.nextSendAt as string;
    expect(
      await runWorker(weeklyReportWorker, QUEUE, [requestFor(organizationId, userId, nextWeek)]),
    ).toEqual([]);
    expect(await weeklyEmails(owner.email)).toHaveLength(2);
  });

  it('belongs to its user in their organization: nobody else reads or changes it', async () => {
    const alice = await signIn();
    const bob = await signIn();
    const { organizationId } = await me(alice);
    const colleague = await signInAsMember(organizationId, 'member');
    expect((await me(bob)).organizationId).not.toBe(organizationId);

    const alices = await subscribe(alice, { enabled: true, type: 'leads', range: '90d' });

    // Another organization's user sees and changes only their own.
    expect(await subscription(bob)).toMatchObject({ enabled: false, type: 'overview' });
    await subscribe(bob, { enabled: true, type: 'calls', range: '7d' });
    await subscribe(bob, { enabled: false, type: 'calls', range: '7d' });
    // Naming someone else's user or organization is refused, not followed.
    const aliceId = (await me(alice)).id;
    const named = await bob.put<ErrorBody>(PATH, {
      enabled: false,
      type: 'leads',
      range: '90d',
      userId: aliceId,
      organizationId,
    });
    expect(named.status).toBe(400);
    expect((await bob.get<WeeklyReportEmail>(`${PATH}?userId=${aliceId}`)).body.enabled).toBe(
      false,
    );

    // A colleague in the same organization has their own too.
    expect(await subscription(colleague)).toMatchObject({ enabled: false, type: 'overview' });
    await subscribe(colleague, { enabled: true, type: 'sales', range: '7d' });

    expect(await subscription(alice)).toEqual(alices);
    expect(await subscription(colleague)).toMatchObject({
      enabled: true,
      type: 'sales',
      range: '7d',
    });
    expect(await subscription(bob)).toMatchObject({ enabled: false, type: 'calls', range: '7d' });
  });

  it('gives a member who sees only their own leads only their figures', async () => {
    const owner = await signIn();
    const { organizationId } = await me(owner);
    const member = await signInAsMember(organizationId, 'member');
    const ownersLeads = [await addContact(owner, 'referral'), await addContact(owner, 'referral')];
    await addDeal(owner, ownersLeads[0] as Contact, '5000', 'won');
    await recordCall(owner, ownersLeads[1] as Contact, 'interested');
    const membersLead = await addContact(member, 'website');
    await addDeal(member, membersLead, '2000', 'won');
    expect((await owner.put('/api/team/settings', { recordVisibility: 'own' })).status).toBe(200);

    const dueAt = (await subscribe(member, { enabled: true, type: 'overview', range: '30d' }))
      .nextSendAt as string;
    await subscribe(owner, { enabled: true, type: 'overview', range: '30d' });
    // The report's counts (the owner's demo call among them) are derived from the table's stream.
    await settleProjections();
    await runSchedule(minutesAfter(dueAt, 5));

    const membersText = (await arrived(member.email))[0]?.body.text ?? '';
    expect(membersText).toContain('- Total Revenue: $2,000 · 1 won deal');
    expect(membersText).toContain('Top Sources\n- Website: 1 (100.0%)\n\n');
    expect(membersText).toContain('- Won: 1 deal · $2,000');
    expect(membersText).toContain('- Total Calls: 0');
    expect(membersText).not.toContain('demo call');
    expect(membersText).not.toContain('Referral');
    expect(membersText).not.toContain('$5,000');

    // The owner sees everyone's.
    const ownersText = (await arrived(owner.email))[0]?.body.text ?? '';
    expect(ownersText).toContain('- Total Revenue: $7,000 · 2 won deals');
    expect(ownersText).toContain('- Referral: 2 (66.7%)\n- Website: 1 (33.3%)');
    // The owner's demo call is free, said apart from the calls.
    expect(ownersText).toContain(
      '- Total Calls: 0\n- Successful: 0\n- Success Rate: 0.0%\n- Not counted: 1 demo call (free)',
    );
  });

  it('sends nothing to a member who left, and turns their subscription off', async () => {
    const owner = await signIn();
    const { organizationId } = await me(owner);
    const member = await signInAsMember(organizationId, 'member');
    const memberId = (await me(member)).id;
    await addContact(owner, 'website');
    const dueAt = (await subscribe(member, { enabled: true, type: 'overview', range: '7d' }))
      .nextSendAt as string;
    await removeMembership(organizationId, memberId);

    expect(
      await runWorker(weeklyReportWorker, QUEUE, [requestFor(organizationId, memberId, dueAt)]),
    ).toEqual([]);

    expect(await weeklyReportEmailOf({ organizationId, userId: memberId, timezone: ZONE })).toEqual(
      {
        enabled: false,
        type: 'overview',
        range: '7d',
        nextSendAt: null,
      },
    );
    await sleep(1500);
    expect(await weeklyEmails(member.email)).toEqual([]);
    // Their session is refused here now, as every route refuses a removed member.
    expect((await member.get(PATH)).status).toBe(403);
  });

  it('is not emailed while the user has Email Notifications off, and stays on', async () => {
    const owner = await signIn();
    const { id: userId, organizationId } = await me(owner);
    const dueAt = (await subscribe(owner, { enabled: true, type: 'calls', range: '30d' }))
      .nextSendAt as string;
    await owner.post('/api/settings/notifications', {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      emailNotifications: false,
    });

    await runWorker(weeklyReportWorker, QUEUE, [requestFor(organizationId, userId, dueAt)]);

    await sleep(1500);
    expect(await weeklyEmails(owner.email)).toEqual([]);
    expect((await subscription(owner)).enabled).toBe(true);
  });

  it('refuses what the Reports page could not send, saying what is wrong (400)', async () => {
    const client = await signIn();
    const before = await subscribe(client, { enabled: true, type: 'sales', range: '90d' });

    const bad = await client.put<ErrorBody>(PATH, {
      enabled: 'yes',
      type: 'forecast',
      range: '2w',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    expect(bad.body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'enabled', message: 'enabled must be true or false' },
        { field: 'type', message: 'Report type must be one of overview, sales, leads, calls' },
        { field: 'range', message: 'Date range must be one of 7d, 30d, 90d, 1y' },
      ]),
    );
    const missing = await client.put<ErrorBody>(PATH, { enabled: false });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details?.map((d) => d.field).sort()).toEqual(['range', 'type']);
    expect((await client.request('PUT', PATH, 'not json')).status).toBe(400);

    expect(await subscription(client)).toEqual(before);
  });
});
