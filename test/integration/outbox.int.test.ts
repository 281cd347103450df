import { CreateQueueCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handler as countersProjector } from '@salesflow/functions/counters.projector';
import { toContactItem } from '@salesflow/functions/modules/contacts/contact.entity';
import { allShards } from '@salesflow/functions/platform/data/shards';
import { commit } from '@salesflow/functions/platform/data/unit-of-work';
import {
  listOutboxDeadLetters,
  OUTBOX_MAX_ATTEMPTS,
  outboxPut,
  redriveOutboxDeadLetter,
  sweepOutbox,
} from '@salesflow/functions/platform/queue/outbox';
import { sendMessage } from '@salesflow/functions/platform/queue/send-message';
import { queueEnvName } from '@salesflow/functions/queues';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { queueDrained } from '../support/queues';
import { streamRecord } from '../support/stream-records';
import { testTable } from '../support/table';

const QUEUE_VAR = queueEnvName('contact-changes');

/** Outbox entries about this contact still waiting, across the outbox's partitions. */
const waiting = async (contactId: string) => {
  const table = testTable();
  let count = 0;
  for (const shard of allShards()) {
    const out = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `OUTBOX#${shard}` },
        ConsistentRead: true,
      }),
    );
    count += (out.Items ?? []).filter((item) => String(item.body).includes(contactId)).length;
  }
  return count;
};

const contactWithDeal = async (client: ApiClient, name: string) => {
  const contact = (
    await client.post<Contact>('/api/contacts', {
      name,
      email: `${name.replace(/\W/g, '').toLowerCase()}-${Date.now()}@x.in`,
      company: 'Before Co',
    })
  ).body;
  const deal = (
    await client.post<Deal>('/api/deals', { title: 'Spice order', contactId: contact.id })
  ).body;
  const dealNow = async () =>
    (await client.get<Deal[]>('/api/deals')).body.find((d) => d.id === deal.id);
  return { contact, dealNow };
};

describe('a committed contact change always reaches its deals; the outbox keeps what it is given', () => {
  beforeAll(() => {
    // This process calls the services itself, on the same table and queues as the gateway.
    process.env.DYNAMODB_ENDPOINT = inject('dynamoEndpoint');
    process.env.TABLE_NAME = inject('tableName');
    process.env.AWS_ENDPOINT_URL_SQS = inject('awsEndpoint');
    process.env.AWS_REGION = 'ap-south-1';
    process.env.AWS_ACCESS_KEY_ID = 'local';
    process.env.AWS_SECRET_ACCESS_KEY = 'local';
  });

  it('leaves nothing waiting when the message was sent at once', async () => {
    const client = await signIn();
    const { contact, dealNow } = await contactWithDeal(client, 'Sent At Once');
    await client.put(`/api/contacts/${contact.id}`, { ...contact, company: 'After Co' });
    await expect
      .poll(async () => (await dealNow())?.contactCompany, { timeout: 15_000, interval: 300 })
      .toBe('After Co');
    expect(await waiting(contact.id)).toBe(0);
  });

  it('sends the message again from the stream when sending failed: the change is never lost', async () => {
    // A contact's change is the stream's to tell its deals (no outbox entry in its transaction):
    // the counters projector sends the message, and a failed send fails the batch from that
    // change, so the event source delivers it again.
    const client = await signIn();
    const { contact } = await contactWithDeal(client, 'Queue Was Down');
    const renamed = { ...contact, name: 'Renamed While Down' };
    const record = streamRecord(toContactItem(contact), toContactItem(renamed));
    const event = { Records: [record] };
    const sqs = new SQSClient({ endpoint: inject('awsEndpoint'), useQueueUrlAsEndpoint: false });
    const { QueueUrl: testQueue = '' } = await sqs.send(
      new CreateQueueCommand({ QueueName: `contact-changes-${Date.now()}` }),
    );

    // The queue cannot be reached: the batch is answered failed from the contact's change.
    const queueUrl = inject('contactChangesQueueUrl');
    process.env[QUEUE_VAR] = `${queueUrl.replace(/[^/]+$/, '')}no-such-queue`;
    expect(await countersProjector(event)).toEqual({
      batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber }],
    });

    // Delivered again once the queue is back: the message goes, once.
    process.env[QUEUE_VAR] = testQueue;
    expect(await countersProjector(event)).toEqual({ batchItemFailures: [] });
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: testQueue, MaxNumberOfMessages: 10 }),
    );
    expect(Messages.map((message) => JSON.parse(message.Body ?? '{}'))).toEqual([
      {
        change: 'updated',
        organizationId: contact.organizationId,
        contactId: contact.id,
        name: 'Renamed While Down',
        company: 'Before Co',
      },
    ]);
    process.env[QUEUE_VAR] = queueUrl;
    expect(await waiting(contact.id)).toBe(0);
  });

  it('applies the contact as it is now, so a late or repeated message changes nothing', async () => {
    const client = await signIn();
    const { contact, dealNow } = await contactWithDeal(client, 'Current Name');
    await client.put(`/api/contacts/${contact.id}`, { ...contact, company: 'Fresh Co' });
    await expect
      .poll(async () => (await dealNow())?.contactCompany, { timeout: 15_000, interval: 300 })
      .toBe('Fresh Co');

    // An old message arrives after the newer change was applied (a retry, say).
    const queueUrl = inject('contactChangesQueueUrl');
    process.env[QUEUE_VAR] = queueUrl;
    await sendMessage('contact-changes', {
      change: 'updated',
      organizationId: contact.organizationId,
      contactId: contact.id,
      name: 'A Stale Name',
      company: 'Stale Co',
    });
    await queueDrained('contact-changes');
    expect(await dealNow()).toMatchObject({
      contactName: 'Current Name',
      contactCompany: 'Fresh Co',
    });
  });

  it('takes a name with emoji (any character SQS takes) to the contact’s deals', async () => {
    const client = await signIn();
    const { contact, dealNow } = await contactWithDeal(client, 'Priya Plain');
    const name = 'Priya 🌶️ Sharma 𝒜';
    const renamed = await client.put(`/api/contacts/${contact.id}`, { ...contact, name });
    expect(renamed.status).toBe(200);
    await expect
      .poll(async () => (await dealNow())?.contactName, { timeout: 15_000, interval: 300 })
      .toBe(name);
    expect(await waiting(contact.id)).toBe(0);
  });

  it('moves an entry that keeps failing to the dead letters, with its error, and can send it again', async () => {
    const queueUrl = inject('contactChangesQueueUrl');
    process.env[QUEUE_VAR] = queueUrl;
    const marker = `dead-${Date.now()}`;
    // A queue the outbox cannot reach: every send fails.
    const { entry, write } = outboxPut('no-such-queue', { marker });
    await commit([write]);
    const stillWaiting = async () => {
      const out = await testTable().client.send(
        new QueryCommand({
          TableName: testTable().name,
          KeyConditionExpression: 'pk = :pk AND sk = :sk',
          ExpressionAttributeValues: { ':pk': entry.pk, ':sk': entry.sk },
          ConsistentRead: true,
        }),
      );
      return out.Items?.[0];
    };

    // Each sweep (a minute apart in AWS) tries it once and counts the failure on it (the local
    // stack's own sweeper may try it too: counts only go up).
    let attempts = 0;
    for (let sweep = 1; sweep <= OUTBOX_MAX_ATTEMPTS && (await stillWaiting()); sweep += 1) {
      await sweepOutbox(Date.now() + 60_000);
      const waitingNow = await stillWaiting();
      if (!waitingNow) break;
      expect(waitingNow.lastError).toContain('no-such-queue');
      expect(Number(waitingNow.attempts)).toBeGreaterThan(attempts);
      attempts = Number(waitingNow.attempts);
    }

    // Not retried any more: kept aside with its last error, for an operator to list.
    expect(await stillWaiting()).toBeUndefined();
    const letter = (await listOutboxDeadLetters(1_000)).find((l) => l.body.includes(marker));
    expect(letter).toMatchObject({
      queue: 'no-such-queue',
      attempts: OUTBOX_MAX_ATTEMPTS,
      entrySk: entry.sk,
      lastError: expect.stringContaining('no-such-queue'),
    });
    await sweepOutbox(Date.now() + 60_000);
    const letters = await listOutboxDeadLetters(1_000);
    expect(letters.filter((l) => l.body.includes(marker))).toHaveLength(1);

    // The cause fixed (the queue there), an operator sends it again: gone from the dead letters.
    if (!letter) throw new Error('no dead letter');
    process.env[queueEnvName('no-such-queue')] = queueUrl.replace(/[^/]+$/, 'contact-changes-dlq');
    try {
      expect(await redriveOutboxDeadLetter(letter)).toBe(true);
    } finally {
      delete process.env[queueEnvName('no-such-queue')];
    }
    expect((await listOutboxDeadLetters(1_000)).some((l) => l.sk === letter.sk)).toBe(false);
  });
});
