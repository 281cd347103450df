import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactMessageReceipt } from '@salesflow/shared/site/contact-message.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, signIn } from '../support/api-client';
import { emailsTo } from '../support/mailbox';
import { useLocalStackFromTests } from '../support/service-env';
import { testTable } from '../support/table';
import { eventually } from '../support/whatsapp';

beforeAll(useLocalStackFromTests);

/** The sales inbox of the local stack (SALES_INBOX). */
const SALES_INBOX = 'sales@salesflow.local';

const visitor = () => new ApiClient('visitor', '');

const message = (over: Record<string, unknown> = {}) => ({
  firstName: 'Meera',
  lastName: 'Pillai',
  email: `meera-${randomUUID()}@kochirealty.in`,
  phone: '+91 98470 12345',
  company: 'Kochi Realty',
  role: 'Sales Head',
  teamSize: '6-20',
  message: 'We have 12 agents.\nCan we see AI calling on our leads?',
  inquiry: 'demo',
  ...over,
});

const stored = async (receipt: ContactMessageReceipt) => {
  const { client, name } = testTable();
  const { Item } = await client.send(
    new GetCommand({
      TableName: name,
      Key: {
        pk: `SITE#CONTACTMSG#${receipt.receivedAt.slice(0, 7)}`,
        sk: `${receipt.receivedAt}#${receipt.id}`,
      },
    }),
  );
  return Item;
};

describe('POST /api/contact-messages', () => {
  it('stores a visitor’s message and emails it to the sales inbox, replies going to them', async () => {
    const sent = message();
    const answer = await visitor().post<ContactMessageReceipt>('/api/contact-messages', sent);
    expect(answer.status).toBe(201);
    expect(await stored(answer.body)).toMatchObject({
      firstName: 'Meera',
      email: sent.email,
      teamSize: '6-20',
      inquiry: 'demo',
      message: sent.message,
    });
    const email = await eventually(async () =>
      (await emailsTo(SALES_INBOX)).find((candidate) => candidate.body.text?.includes(sent.email)),
    );
    expect(email.subject).toBe('[Demo] Meera Pillai, Kochi Realty');
    expect(email.body.text).toContain('Can we see AI calling on our leads?');
    expect(email.body.text).toContain('Team size: 6-20');
    // Once emailed, the stored message says so.
    await eventually(async () => Boolean((await stored(answer.body))?.emailedAt));
  });

  it('takes the required fields only, with sales as the inquiry, from a signed-in user too', async () => {
    const user = await signIn();
    const sent = message({ phone: '', role: undefined, teamSize: '', inquiry: undefined });
    const answer = await user.post<ContactMessageReceipt>('/api/contact-messages', sent);
    expect(answer.status).toBe(201);
    expect(await stored(answer.body)).toMatchObject({
      phone: null,
      role: null,
      teamSize: null,
      inquiry: 'sales',
    });
  });

  it('refuses bad input with the form’s messages, and keeps nothing', async () => {
    const answer = await visitor().post<{ error: { details: { field: string }[] } }>(
      '/api/contact-messages',
      { ...message(), firstName: ' ', email: 'nope', company: '', teamSize: '7', inquiry: 'x' },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.details.map((detail) => detail.field).sort()).toEqual([
      'company',
      'email',
      'firstName',
      'inquiry',
      'teamSize',
    ]);
    expect((await visitor().post('/api/contact-messages', 'not json')).status).toBe(400);
    expect(
      (await visitor().post('/api/contact-messages', { ...message(), message: 'x'.repeat(5001) }))
        .status,
    ).toBe(400);
  });

  it('answers a robot (the hidden field filled in) alike, and keeps and sends nothing', async () => {
    const sent = message({ website: 'https://spam.example' });
    const answer = await visitor().post<ContactMessageReceipt>('/api/contact-messages', sent);
    expect(answer.status).toBe(201);
    expect(await stored(answer.body)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(
      (await emailsTo(SALES_INBOX)).some((email) => email.body.text?.includes(sent.email)),
    ).toBe(false);
  });

  it('takes three messages an hour from one address, then says when to write again', async () => {
    const email = `busy-${randomUUID()}@example.com`;
    for (let i = 0; i < 3; i += 1) {
      expect((await visitor().post('/api/contact-messages', message({ email }))).status).toBe(201);
    }
    const fourth = await visitor().post<{ error: { message: string } }>(
      '/api/contact-messages',
      message({ email: email.toUpperCase() }),
    );
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toMatch(/^You have sent 3 messages this hour/);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a cross-site post', async () => {
    const answer = await visitor().request('POST', '/api/contact-messages', message(), {
      origin: 'https://evil.example',
    });
    expect(answer.status).toBe(403);
  });
});
