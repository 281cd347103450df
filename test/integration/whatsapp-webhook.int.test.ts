import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { applyWhatsAppStatus } from '@salesflow/functions/modules/whatsapp/whatsapp-messages.repository';
import { storeWhatsAppMessage } from '@salesflow/functions/modules/whatsapp/whatsapp-store.service';
import type { ActivityPage } from '@salesflow/shared/activities/activity.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { useLocalStackFromTests } from '../support/service-env';
import { testTable } from '../support/table';
import {
  type ConnectedOrganization,
  connectedOrganization,
  contactWithPhone,
  customerWrites,
  deliveriesOf,
  eventually,
  postDelivery,
  redeliver,
  reportStatuses,
  signed,
  webhookUrl,
} from '../support/whatsapp';

/**
 * The WhatsApp webhook through the whole local stack: the fake's customer writes, the fake posts
 * a signed delivery to the gateway, the handler checks it and queues it, the whatsapp-events
 * worker stores it on the matching contact.
 */
beforeAll(useLocalStackFromTests);

const messageItem = async (organizationId: string, wamid: string) =>
  (
    await testTable().client.send(
      new GetCommand({
        TableName: testTable().name,
        Key: { pk: `ORG#${organizationId}#WAMSG#${wamid}`, sk: 'WAMSG' },
        ConsistentRead: true,
      }),
    )
  ).Item;

const whatsappActivities = async (client: ApiClient, contactId: string) =>
  (await client.get<ActivityPage>(`/api/contacts/${contactId}/activities`)).body.items.filter(
    (activity) => activity.type === 'whatsapp',
  );

const delivery = (phoneNumberId: string, wamid: string, from: string) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550000000', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Forger' }, wa_id: from }],
              messages: [
                { from, id: wamid, timestamp: '1700000000', type: 'text', text: { body: 'hi' } },
              ],
            },
          },
        ],
      },
    ],
  });

describe('the verification handshake', () => {
  let org: ConnectedOrganization;
  beforeAll(async () => {
    org = await connectedOrganization();
  });

  const handshake = (query: Record<string, string>) =>
    fetch(`${webhookUrl()}?${new URLSearchParams(query)}`);

  it('echoes the challenge as text/plain for an organization’s verification token', async () => {
    const response = await handshake({
      'hub.mode': 'subscribe',
      'hub.verify_token': org.verifyToken,
      'hub.challenge': '1158201444',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('1158201444');
  });

  it('answers 403 for an unknown token, another mode, or no challenge', async () => {
    const queries: Record<string, string>[] = [
      { 'hub.mode': 'subscribe', 'hub.verify_token': 'nobody-has-this', 'hub.challenge': 'c-77' },
      { 'hub.mode': 'unsubscribe', 'hub.verify_token': org.verifyToken, 'hub.challenge': 'c-77' },
      { 'hub.mode': 'subscribe', 'hub.verify_token': org.verifyToken },
    ];
    for (const query of queries) {
      const response = await handshake(query);
      expect(response.status, JSON.stringify(query)).toBe(403);
      expect(await response.text()).not.toContain('c-77');
    }
  });
});

describe('deliveries', () => {
  let org: ConnectedOrganization;
  let other: ConnectedOrganization;
  beforeAll(async () => {
    [org, other] = await Promise.all([connectedOrganization(), connectedOrganization()]);
  });

  it('refuses a missing, forged or unknown signature with 403 and stores nothing', async () => {
    const { waId } = await contactWithPhone(org.owner);
    const wamid = `wamid.forged-${Date.now()}`;
    const body = delivery(org.account.phoneNumberId, wamid, waId);
    const answers = [
      await postDelivery(body, null),
      await postDelivery(body, 'sha256=00'),
      // Signed with another organization's app secret.
      await postDelivery(body, signed(other.account.appSecret, body)),
      // The right secret, but over other bytes than those sent.
      await postDelivery(body, signed(org.account.appSecret, `${body} `)),
      // A phone number id no organization has connected.
      await postDelivery(
        delivery('999000111222', wamid, waId),
        signed(org.account.appSecret, delivery('999000111222', wamid, waId)),
      ),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403]);
    // A valid one after them lands, so the forged ones had their chance to be stored too.
    const good = `wamid.good-${Date.now()}`;
    const goodBody = delivery(org.account.phoneNumberId, good, waId);
    expect((await postDelivery(goodBody, signed(org.account.appSecret, goodBody))).status).toBe(
      200,
    );
    await eventually(async () => (await messageItem(org.organizationId, good)) !== undefined);
    expect(await messageItem(org.organizationId, wamid)).toBeUndefined();
  });

  it('stores an inbound message on the contact with that phone and on its timeline, once', async () => {
    const { contact, waId, e164 } = await contactWithPhone(org.owner);
    const { messageId, deliveryId } = await customerWrites(
      org.account,
      waId,
      'Hello, is the demo still on?',
    );
    const stored = await eventually(async () => messageItem(org.organizationId, messageId));
    expect(stored).toMatchObject({
      contactId: contact.id,
      direction: 'inbound',
      fromNumber: e164,
      content: 'Hello, is the demo still on?',
      whatsappMessageId: messageId,
    });
    const timeline = await eventually(async () => {
      const found = await whatsappActivities(org.owner, contact.id);
      return found.length > 0 ? found : undefined;
    });
    expect(timeline).toHaveLength(1);
    expect(timeline[0]).toMatchObject({
      subject: 'WhatsApp message received',
      description: 'Hello, is the demo still on?',
      outcome: 'replied',
    });

    // Meta delivers the same delivery again (a retry): nothing more is stored.
    expect((await redeliver(String(deliveryId))).status).toBe(200);
    const again = await customerWrites(
      org.account,
      waId,
      'Hello, is the demo still on?',
      messageId,
    );
    expect(again.messageId).toBe(messageId);
    const after = await customerWrites(org.account, waId, 'A second message');
    await eventually(async () => messageItem(org.organizationId, after.messageId));
    const activities = await eventually(async () => {
      const found = await whatsappActivities(org.owner, contact.id);
      return found.length >= 2 ? found : undefined;
    });
    // Time for the redelivered copies to pass through the queue too.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const final = await whatsappActivities(org.owner, contact.id);
    expect(final).toHaveLength(2);
    expect(activities.map((activity) => activity.description).sort()).toEqual([
      'A second message',
      'Hello, is the demo still on?',
    ]);
  });

  it('retries a delivery the API did not take, until it answers 200', async () => {
    // The fake's account is subscribed, but the organization's app secret is not the one the
    // fake signs with until it is saved: the first attempts are refused, then one lands.
    const fresh = await connectedOrganization({ retryDelaysMs: [300, 2000, 2000, 4000] });
    const { waId } = await contactWithPhone(fresh.owner);
    const put = await fresh.owner.put('/api/settings/whatsapp', { appSecret: 'a'.repeat(32) });
    expect(put.status).toBe(200);
    const { messageId } = await customerWrites(fresh.account, waId, 'Anyone there?');
    await eventually(async () => (await deliveriesOf(fresh.account)).at(-1)?.attempts.length === 2);
    expect(await messageItem(fresh.organizationId, messageId)).toBeUndefined();
    await fresh.owner.put('/api/settings/whatsapp', { appSecret: fresh.account.appSecret });
    await eventually(async () => messageItem(fresh.organizationId, messageId));
    const attempts = (await deliveriesOf(fresh.account)).at(-1)?.attempts ?? [];
    expect(attempts.at(-1)?.status).toBe(200);
    expect(attempts.slice(0, 2).map((attempt) => attempt.status)).toEqual([403, 403]);
  });

  it('keeps a delivery for one organization’s number out of another with the same contact phone', async () => {
    const mine = await contactWithPhone(org.owner);
    // The other organization has a contact with the very same number.
    const theirs = await other.owner.post<{ id: string }>('/api/contacts', {
      name: 'Same number elsewhere',
      email: `same-${Date.now()}@example.com`,
      phone: mine.e164,
    });
    expect(theirs.status).toBe(201);
    const { messageId } = await customerWrites(org.account, mine.waId, 'For org A only');
    await eventually(async () => messageItem(org.organizationId, messageId));
    expect(await messageItem(other.organizationId, messageId)).toBeUndefined();
    expect(await whatsappActivities(other.owner, theirs.body.id)).toEqual([]);
    expect(await whatsappActivities(org.owner, mine.contact.id)).toHaveLength(1);
  });
});

describe('statuses', () => {
  let org: ConnectedOrganization;
  beforeAll(async () => {
    org = await connectedOrganization();
  });

  it('never move a message backwards, whatever order they arrive in', async () => {
    const { contact, waId, e164 } = await contactWithPhone(org.owner);
    const inbound = await customerWrites(org.account, waId, 'Please send the price list');
    await eventually(async () => messageItem(org.organizationId, inbound.messageId));
    const sent = await org.owner.post<{ messageId: string }>('/api/whatsapp/send', {
      to: e164,
      contactId: contact.id,
      message: 'Here it is',
    });
    expect(sent.status).toBe(200);
    const { messageId } = sent.body;
    expect((await messageItem(org.organizationId, messageId))?.status).toBe('sent');

    await reportStatuses(messageId, ['read', 'sent', 'delivered']);
    await eventually(async () => {
      const attempts = (await deliveriesOf(org.account)).slice(-3);
      return attempts.every((d) => d.done) || undefined;
    });
    // Let the worker take all three.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const item = await messageItem(org.organizationId, messageId);
    expect(item?.status).toBe('read');

    await reportStatuses(messageId, ['failed']);
    await eventually(
      async () => (await messageItem(org.organizationId, messageId))?.status === 'failed',
    );
    await reportStatuses(messageId, ['delivered']);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const failed = await messageItem(org.organizationId, messageId);
    expect(failed).toMatchObject({ status: 'failed', statusError: { code: 131026 } });
  });

  it('that arrive before the message keep the best one seen when it lands', async () => {
    const wamid = `wamid.early-${Date.now()}`;
    expect(
      await applyWhatsAppStatus(
        org.organizationId,
        wamid,
        'delivered',
        new Date().toISOString(),
        null,
      ),
    ).toBe(true);
    expect(
      await applyWhatsAppStatus(org.organizationId, wamid, 'sent', new Date().toISOString(), null),
    ).toBe(false);
    const orphan = await messageItem(org.organizationId, wamid);
    expect(orphan).toMatchObject({ status: 'delivered' });
    expect(typeof orphan?.expire).toBe('number');
    await storeWhatsAppMessage(
      {
        organizationId: org.organizationId,
        contactId: null,
        whatsappMessageId: wamid,
        fromNumber: null,
        toNumber: '+919800000000',
        messageType: 'text',
        content: 'Stored after its status',
        mediaUrl: null,
        direction: 'outbound',
        status: 'sent',
        metadata: {},
      },
      { subject: 'WhatsApp message sent', userId: null, outcome: null },
    );
    const stored = await messageItem(org.organizationId, wamid);
    expect(stored).toMatchObject({
      status: 'delivered',
      content: 'Stored after its status',
      stored: true,
    });
    expect(stored?.expire).toBeUndefined();
    expect(
      await applyWhatsAppStatus(org.organizationId, wamid, 'read', new Date().toISOString(), null),
    ).toBe(true);
    expect((await messageItem(org.organizationId, wamid))?.status).toBe('read');
  });
});
