import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { updateContact } from '@salesflow/functions/modules/contacts/contacts.service';
import { allShards } from '@salesflow/functions/platform/data/shards';
import { sweepOutbox } from '@salesflow/functions/platform/queue/outbox';
import { sendMessage } from '@salesflow/functions/platform/queue/send-message';
import { queueEnvName } from '@salesflow/functions/platform/queues';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
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

describe('the outbox: a committed contact change always reaches its deals', () => {
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

  it('keeps the message when sending fails, and the sweeper sends it later', async () => {
    const client = await signIn();
    const { contact, dealNow } = await contactWithDeal(client, 'Queue Was Down');
    const auth = {
      userId: contact.ownerId,
      organizationId: contact.organizationId,
      timezone: 'Asia/Kolkata',
      sessionId: 'test',
    };
    const { id, organizationId, ownerId, createdAt, updatedAt, phoneE164, ...fields } = contact;

    // The queue cannot be reached: the contact still changes, the message waits in the outbox.
    const queueUrl = inject('contactChangesQueueUrl');
    process.env[QUEUE_VAR] = `${queueUrl.replace(/[^/]+$/, '')}no-such-queue`;
    await updateContact(auth, id, { ...fields, name: 'Renamed While Down' });
    expect(await waiting(contact.id)).toBe(1);
    expect((await dealNow())?.contactName).toBe('Queue Was Down');

    // The sweeper (every minute in AWS) sends what is past its grace period.
    process.env[QUEUE_VAR] = queueUrl;
    const swept = await sweepOutbox(Date.now() + 60_000);
    expect(swept.failed).toBe(0);
    expect(swept.sent).toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => (await dealNow())?.contactName, { timeout: 15_000, interval: 300 })
      .toBe('Renamed While Down');
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
    const sqs = new SQSClient({ endpoint: inject('awsEndpoint'), useQueueUrlAsEndpoint: false });
    const inFlight = async () => {
      const { Attributes = {} } = await sqs.send(
        new GetQueueAttributesCommand({
          QueueUrl: queueUrl,
          AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
        }),
      );
      return (
        Number(Attributes.ApproximateNumberOfMessages ?? 0) +
        Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0)
      );
    };
    await expect.poll(inFlight, { timeout: 15_000, interval: 200 }).toBe(0);
    expect(await dealNow()).toMatchObject({
      contactName: 'Current Name',
      contactCompany: 'Fresh Co',
    });
  });
});
