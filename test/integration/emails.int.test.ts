import { randomBytes } from 'node:crypto';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { queueEnvName } from '@salesflow/functions/queues';
import type { ActivityPage } from '@salesflow/shared/activities/activity.schema';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { SendEmailAnswer } from '@salesflow/shared/emails/send-email.schema';
import { sesEventNotification } from '@salesflow/shared/emails/ses-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { emailsTo } from '../support/mailbox';
import { queueDrained } from '../support/queues';
import { useLocalStackFromTests } from '../support/service-env';
import { signInAsMember } from '../support/team';

beforeAll(useLocalStackFromTests);

type ErrorBody = { error: { code: string; message: string; details?: { field: string }[] } };

const tag = () => randomBytes(4).toString('hex');

const addContact = async (client: ApiClient, email = `lead.${tag()}@example.in`) => {
  const created = await client.post<Contact>('/api/contacts', { name: `Meera ${tag()}`, email });
  expect(created.status).toBe(201);
  return created.body;
};

const send = (client: ApiClient, body: Record<string, unknown>) =>
  client.post<SendEmailAnswer & ErrorBody>('/api/emails/send', body);

const emailOf = (contact: Contact, overrides: Record<string, unknown> = {}) => ({
  to: contact.email,
  subject: `Follow up with ${contact.name}`,
  body: 'Hi Meera,\n\nCould we find 15 minutes this week?\n\nPriya',
  contactId: contact.id,
  ...overrides,
});

/** Until `check` holds (bounded), for the queue's worker to have run. */
const eventually = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
};

describe('POST /api/emails/send: Compose Email from the contact list', () => {
  it('sends through SES with the sender’s name and reply-to, and puts it on the timeline', async () => {
    const owner = await signIn();
    const contact = await addContact(owner);
    const answer = await send(owner, emailOf(contact));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, messageId: expect.any(String) });

    const [mail] = await emailsTo(contact.email);
    expect(mail?.subject).toBe(`Follow up with ${contact.name}`);
    expect(mail?.from).toMatch(/^"?.+ via SalesFlow"? <no-reply@salesflow\.local>$/);
    expect(mail?.body.text).toContain('Could we find 15 minutes this week?');

    const timeline = (await owner.get<ActivityPage>(`/api/contacts/${contact.id}/activities`)).body
      .items;
    const logged = timeline.find((a) => a.type === 'email');
    expect(logged).toMatchObject({
      id: answer.body.activityId,
      subject: `Email: Follow up with ${contact.name}`,
    });
    expect(logged?.description).toContain('Could we find 15 minutes');
    const after = (await owner.get<Contact>(`/api/contacts/${contact.id}`)).body;
    expect(after.lastContactedAt).toBeTruthy();
  });

  it('refuses each missing or bad field with a 400 naming it, and sends nothing', async () => {
    const owner = await signIn();
    const contact = await addContact(owner);
    for (const [field, value] of [
      ['to', ''],
      ['to', 'not-an-email'],
      ['subject', '   '],
      ['subject', 'x'.repeat(201)],
      ['body', ''],
      ['contactId', ''],
      ['contactId', '../etc'],
    ] as const) {
      const answer = await send(owner, emailOf(contact, { [field]: value }));
      expect(answer.status, `${field}=${value.slice(0, 20)}`).toBe(400);
      expect(answer.body.error.details?.map((d) => d.field)).toContain(field);
    }
    expect(await emailsTo(contact.email)).toHaveLength(0);
  });

  it('sends only to the contact’s own address: another is a 400 on to, and nothing is sent or logged', async () => {
    const owner = await signIn();
    const contact = await addContact(owner, `Meera.${tag()}@Example.in`);
    const other = await addContact(owner);
    const stranger = `stranger.${tag()}@example.net`;
    for (const to of [stranger, other.email]) {
      const refused = await send(owner, emailOf(contact, { to }));
      expect(refused.status, to).toBe(400);
      expect(refused.body.error.details).toEqual([
        { field: 'to', message: `Send to ${contact.name}’s email address (${contact.email})` },
      ]);
    }
    expect(await emailsTo(stranger)).toHaveLength(0);
    expect(await emailsTo(other.email)).toHaveLength(0);
    const timeline = (await owner.get<ActivityPage>(`/api/contacts/${contact.id}/activities`)).body
      .items;
    expect(timeline.filter((a) => a.type === 'email')).toEqual([]);
    // The contact's own address, in another case, is the same address.
    const sent = await send(owner, emailOf(contact, { to: contact.email.toLowerCase() }));
    expect(sent.status).toBe(200);
    expect(await emailsTo(contact.email.toLowerCase())).toHaveLength(1);
  });

  it('answers every email SES took, and keeps it on the timeline, while the contact changes meanwhile', async () => {
    const owner = await signIn();
    const contact = await addContact(owner);
    // Each email rescores the contact (a queue) and each edit moves it: the sends race both.
    const answers = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const [sent] = await Promise.all([
          send(owner, emailOf(contact, { subject: `Race ${i}` })),
          owner.put(`/api/contacts/${contact.id}`, { title: `Head of Sales ${i}` }),
        ]);
        return sent;
      }),
    );
    expect(answers.map((answer) => answer.body.error?.message ?? answer.status)).toEqual(
      Array(4).fill(200),
    );
    expect(await emailsTo(contact.email)).toHaveLength(4);
    const timeline = (await owner.get<ActivityPage>(`/api/contacts/${contact.id}/activities`)).body
      .items;
    expect(
      timeline
        .filter((activity) => activity.type === 'email')
        .map((activity) => activity.subject)
        .sort(),
    ).toEqual(Array.from({ length: 4 }, (_, i) => `Email: Race ${i}`));
  });

  it('sends nothing for a contact of another organization, or one the member may not see', async () => {
    const owner = await signIn();
    const contact = await addContact(owner);
    const stranger = await signIn();
    const foreign = await send(stranger, emailOf(contact));
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Contact not found');
    expect(
      (await send(owner, emailOf(contact, { contactId: '01UNKNOWNCONTACT00000000000' }))).status,
    ).toBe(404);

    const organizationId = (await owner.get<{ organizationId: string }>('/api/auth/user')).body
      .organizationId;
    expect((await owner.put('/api/team/settings', { recordVisibility: 'own' })).status).toBe(200);
    const member = await signInAsMember(organizationId, 'member');
    const colleague = await signInAsMember(organizationId, 'member');
    const colleagueId = (await colleague.get<{ id: string }>('/api/auth/user')).body.id;
    await owner.post('/api/team/assign-lead', { contactId: contact.id, assignedTo: colleagueId });
    expect((await send(member, emailOf(contact))).status).toBe(404);
    expect(await emailsTo(contact.email)).toHaveLength(0);
  });

  it('stops an address after a permanent bounce or a complaint (the mailbox simulator), not a transient bounce', async () => {
    const owner = await signIn();
    const bouncing = await addContact(owner, 'bounce@simulator.amazonses.com');
    expect((await send(owner, emailOf(bouncing))).status).toBe(200);
    await eventually(
      async () =>
        (await send(owner, emailOf(bouncing))).body.error?.message?.endsWith('are stopped.') ??
        false,
    );
    const refused = await send(owner, emailOf(bouncing));
    expect(refused.body.error.message).toMatch(
      /^bounce@simulator\.amazonses\.com bounced on \d{1,2} \w{3}; emails to it are stopped\.$/,
    );

    const complaining = await addContact(owner, 'complaint@simulator.amazonses.com');
    expect((await send(owner, emailOf(complaining))).status).toBe(200);
    await eventually(
      async () =>
        (await send(owner, emailOf(complaining))).body.error?.message?.endsWith('are stopped.') ??
        false,
    );

    // The stop is the sending organization's: another one may still write to the address.
    const other = await signIn();
    const theirs = await addContact(other, 'bounce@simulator.amazonses.com');
    expect((await send(other, emailOf(theirs))).status).toBe(200);

    // A transient bounce (a full mailbox) stops nothing; the same permanent event twice is harmless.
    const full = await addContact(owner, `full.${tag()}@example.in`);
    const sent = await send(owner, emailOf(full));
    const sqs = new SQSClient({ endpoint: inject('awsEndpoint'), region: 'ap-south-1' });
    const queueUrl = process.env[queueEnvName('email-events')] ?? '';
    const transient = JSON.parse(
      sesEventNotification(
        'bounce',
        {
          messageId: sent.body.messageId,
          source: 'x',
          destination: [full.email],
          timestamp: new Date().toISOString(),
        },
        full.email,
      ),
    );
    const inner = JSON.parse(transient.Message);
    inner.bounce.bounceType = 'Transient';
    transient.Message = JSON.stringify(inner);
    await sqs.send(
      new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(transient) }),
    );
    await queueDrained('email-events');
    expect((await send(owner, emailOf(full))).status).toBe(200);
    const permanent = sesEventNotification(
      'bounce',
      {
        messageId: sent.body.messageId,
        source: 'x',
        destination: [full.email],
        timestamp: new Date().toISOString(),
      },
      full.email,
    );
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: permanent }));
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: permanent }));
    await eventually(async () => (await send(owner, emailOf(full))).status === 409);
  });

  it('answers 429 past the organization’s emails a minute', async () => {
    const owner = await signIn();
    const contact = await addContact(owner);
    const statuses: number[] = [];
    for (let i = 0; i < 130 && !statuses.includes(429); i += 1) {
      statuses.push((await send(owner, emailOf(contact))).status);
    }
    // A minute boundary may fall inside the run: at most two windows' worth pass.
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(120);
  });
});
