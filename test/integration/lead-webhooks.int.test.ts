import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type {
  FieldMappingAnswer,
  RotatedKeyAnswer,
  WebhookDelivery,
  WebhookUrlsAnswer,
} from '@salesflow/shared/lead-capture/integrations';
import { WEBHOOK_SOURCES } from '@salesflow/shared/lead-capture/lead-sources';
import { SENDER_SAMPLES } from '@salesflow/shared/lead-capture/sender-samples';
import type { NoticePage } from '@salesflow/shared/notifications/notice';
import type { OnboardingState } from '@salesflow/shared/onboarding/onboarding';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { postLead, webhookUrlsOf } from '../support/lead-webhooks';
import { loopbackHttp } from '../support/loopback';
import { settleProjections } from '../support/projections';
import { testTable } from '../support/table';
import { signInAsMember } from '../support/team';

const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;
/** The contacts' total, a counter projected from the table's stream once it has settled. */
const contactCount = async (client: ApiClient) => {
  await settleProjections();
  return (await client.get<{ total: number }>('/api/contacts?limit=1')).body.total;
};
const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`;
const json = 'application/json';
const lead = (fields: Record<string, unknown>) => JSON.stringify(fields);

describe('lead webhooks', () => {
  let owner: ApiClient;
  let organizationId: string;
  let urls: WebhookUrlsAnswer;

  beforeAll(async () => {
    owner = await signIn();
    organizationId = (await me(owner)).organizationId;
    urls = await webhookUrlsOf(owner);
  });

  describe('GET /api/integrations/webhook-urls', () => {
    it('answers the five URLs with the key, success, and no lead yet', async () => {
      const fresh = await signIn();
      const answer = await webhookUrlsOf(fresh);
      expect(answer.success).toBe(true);
      expect(Object.keys(answer.webhookUrls).sort()).toEqual([...WEBHOOK_SOURCES].sort());
      for (const source of WEBHOOK_SOURCES) {
        expect(answer.webhookUrls[source]).toMatch(
          new RegExp(`/api/webhooks/leads/${source}\\?key=[A-Za-z0-9_-]{43}$`),
        );
      }
      expect(answer.lastUpdated).toBeNull();
      expect(answer.canManage).toBe(true);
      const member = await signInAsMember((await me(fresh)).organizationId, 'member');
      const asMember = await webhookUrlsOf(member);
      expect(asMember.webhookUrls).toEqual(answer.webhookUrls);
      expect(asMember.canManage).toBe(false);
      // The same key on every look.
      expect((await webhookUrlsOf(fresh)).webhookUrls).toEqual(answer.webhookUrls);
    });
  });

  describe.each(WEBHOOK_SOURCES)('what %s senders really send', (source) => {
    it.each(SENDER_SAMPLES[source].map((sample) => [sample.label, sample] as const))(
      '%s makes its contact',
      async (_label, sample) => {
        const email = sample.lead.email.replace('@', `+${unique('s')}@`);
        const answer = await postLead(
          urls.webhookUrls[source],
          sample.contentType,
          sample.body
            .replaceAll(sample.lead.email, email)
            .replaceAll(encodeURIComponent(sample.lead.email), encodeURIComponent(email)),
        );
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        expect(answer.body).toMatchObject({ success: true, status: 'created' });
        const contact = (await owner.get<Contact>(`/api/contacts/${answer.body.contact?.id}`)).body;
        const { message, ...fields } = sample.lead;
        expect(contact).toMatchObject({ ...fields, email, status: 'cold' });
        // The message (and the page and form it came from) goes to the contact's notes.
        if (message) expect(contact.notes).toContain(message);
        // No round-robin set: the lead waits unassigned; the owner owns it.
        expect(contact.assignedTo).toBeNull();
        expect(contact.ownerId).toBe((await me(owner)).id);
        // Scored as it arrived by the lead score model, never left at a flat 0.
        const factors = contact.scoreFactors ?? [];
        expect(factors.map((f) => f.key)).toContain('source');
        expect(factors.some((f) => f.key === 'adjustment')).toBe(false);
        expect(contact.score).toBe(factors.reduce((sum, f) => sum + f.points, 0));
        expect(contact.score).toBeGreaterThan(0);
      },
    );
  });

  it('refuses an email it cannot read with 400, not a 500', async () => {
    const answer = await postLead(
      urls.webhookUrls.email,
      'message/rfc822',
      'Subject: hi\r\n\r\nno sender here',
    );
    expect(answer.status).toBe(400);
  });

  it('takes an email carried in JSON, as inbound-mail services post it', async () => {
    const email = `${unique('mail')}@example.com`;
    const answer = await postLead(
      urls.webhookUrls.email,
      json,
      lead({ from: `Kiran Bose <${email}>`, subject: 'Quote please', text: 'For 12 users.' }),
    );
    expect(answer.status).toBe(201);
    const contact = (await owner.get<Contact>(`/api/contacts/${answer.body.contact?.id}`)).body;
    expect(contact).toMatchObject({
      name: 'Kiran Bose',
      email,
      notes: 'Quote please\n\nFor 12 users.',
    });
  });

  describe('a lead whose email is already a contact', () => {
    it('fills what was missing and says so on the timeline, instead of a second contact', async () => {
      const email = `${unique('again')}@example.com`;
      const first = await postLead(
        urls.webhookUrls.generic,
        json,
        lead({ name: 'Isha Jain', email }),
      );
      const before = await contactCount(owner);
      const again = await postLead(
        urls.webhookUrls.zapier,
        json,
        lead({ name: 'Isha J', email: email.toUpperCase(), company: 'Jain Textiles' }),
      );
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({
        success: true,
        status: 'updated',
        contact: first.body.contact,
      });
      expect(await contactCount(owner)).toBe(before);
      const contact = (await owner.get<Contact>(`/api/contacts/${first.body.contact?.id}`)).body;
      expect(contact).toMatchObject({ name: 'Isha Jain', company: 'Jain Textiles' });
      const timeline = await owner.get<{ items: { subject: string }[] }>(
        `/api/contacts/${first.body.contact?.id}/activities`,
      );
      expect(timeline.body.items.map((a) => a.subject)).toContain(
        'Lead captured again from Zapier',
      );
    });

    it('answers duplicate when the lead brings nothing new', async () => {
      const email = `${unique('dup')}@example.com`;
      const first = await postLead(urls.webhookUrls.generic, json, lead({ name: 'Om Rao', email }));
      const again = await postLead(
        urls.webhookUrls.generic,
        json,
        lead({ email, name: 'Om Rao ' }),
      );
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ status: 'duplicate', contact: first.body.contact });
    });
  });

  describe('retries', () => {
    it('answers the same body within 24 hours the same, and changes nothing', async () => {
      const body = lead({ name: 'Retry Once', email: `${unique('retry')}@example.com` });
      const first = await postLead(urls.webhookUrls.generic, json, body);
      const before = await contactCount(owner);
      // The log of a lead follows its answer from the table's stream.
      const deliveries = async () => {
        await settleProjections();
        return (await owner.get<WebhookDelivery[]>('/api/integrations/webhooks/generic/deliveries'))
          .body;
      };
      const logged = (await deliveries()).length;
      const second = await postLead(urls.webhookUrls.generic, json, body);
      expect(second.status).toBe(201);
      expect(second.body).toEqual(first.body);
      expect(await contactCount(owner)).toBe(before);
      expect((await deliveries()).length).toBe(logged);
    });

    it('answers the same Idempotency-Key the same even when the body differs', async () => {
      const key = unique('idem');
      const email = `${unique('idem')}@example.com`;
      const first = await postLead(
        urls.webhookUrls.zapier,
        json,
        lead({ name: 'Key One', email }),
        {
          'Idempotency-Key': key,
        },
      );
      const second = await postLead(
        urls.webhookUrls.zapier,
        json,
        lead({ name: 'Key One', email, company: 'Changed' }),
        { 'Idempotency-Key': key },
      );
      expect(second.body).toEqual(first.body);
      const contact = (await owner.get<Contact>(`/api/contacts/${first.body.contact?.id}`)).body;
      expect(contact.company).toBeNull();
    });

    it('answers copies of one delivery sent at the same moment as the first, not "send again"', async () => {
      const body = lead({ name: 'Copy Cat', email: `${unique('copy')}@example.com` });
      // The log of a lead follows its answer from the table's stream.
      const deliveries = async () => {
        await settleProjections();
        return (await owner.get<WebhookDelivery[]>('/api/integrations/webhooks/generic/deliveries'))
          .body;
      };
      const answers = await Promise.all(
        [0, 1, 2, 3].map(() =>
          postLead(urls.webhookUrls.generic, json, body, { 'Idempotency-Key': unique('same') }),
        ),
      );
      // Four different keys: four deliveries of one email, one contact, the rest merged.
      expect(new Set(answers.map((a) => a.body.contact?.id)).size).toBe(1);
      const key = unique('copies');
      const kit = lead({ name: 'Copy Kit', email: `${unique('kit')}@example.com` });
      const copies = await Promise.all(
        [0, 1, 2, 3].map(() =>
          postLead(urls.webhookUrls.generic, json, kit, { 'Idempotency-Key': key }),
        ),
      );
      // One key: one delivery, whose every copy gets the first answer (before: 409 to most).
      expect(copies.map((a) => a.status)).toEqual([201, 201, 201, 201]);
      expect(new Set(copies.map((a) => JSON.stringify(a.body))).size).toBe(1);
      // Logged once: the copies are that delivery's.
      const logs = (await deliveries()).filter((d) => d.contactId === copies[0]?.body.contact?.id);
      expect(logs).toHaveLength(1);
    });

    it('makes one contact of two deliveries of one email at the same moment', async () => {
      const email = `${unique('race')}@example.com`;
      const answers = await Promise.all(
        ['A', 'B', 'C'].map((tag) =>
          postLead(urls.webhookUrls.generic, json, lead({ name: `Race ${tag}`, email })),
        ),
      );
      const ids = new Set(answers.map((a) => a.body.contact?.id));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
      expect(ids.size).toBe(1);
    });
  });

  describe('bad deliveries', () => {
    const refusedBy = async (body: string | Buffer, contentType = json) => {
      const before = await contactCount(owner);
      const answer = await postLead(urls.webhookUrls.generic, contentType, body);
      expect(await contactCount(owner)).toBe(before);
      return answer;
    };

    it('refuses an empty body and malformed JSON with 400 and a reason', async () => {
      const empty = await refusedBy('');
      expect(empty.status).toBe(400);
      expect(empty.body.error?.message).toBe('The request body is empty');
      const malformed = await refusedBy('{"name": "Half", "email": ');
      expect(malformed.status).toBe(400);
      expect(malformed.body.error).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'The request body is not valid JSON',
      });
    });

    it('names each missing, invalid or wrongly typed field', async () => {
      const missing = await refusedBy(lead({ phone: '+91 98765 43210' }));
      expect(missing.status).toBe(400);
      expect(missing.body.error?.details?.map((d) => d.field).sort()).toEqual(['email', 'name']);
      const wrong = await refusedBy(lead({ name: ['A'], email: 42, phone: 'call me' }));
      expect(wrong.status).toBe(400);
      expect(wrong.body.error?.details?.map((d) => d.field).sort()).toEqual([
        'email',
        'name',
        'phone',
      ]);
      const notJsonLead = await refusedBy('"just a string"');
      expect(notJsonLead.status).toBe(400);
    });

    it('refuses a body over 256 KB with 413, and a form tool still gets answers after it', async () => {
      const huge = await refusedBy(
        lead({ name: 'Big', email: 'big@example.com', message: 'x'.repeat(300_000) }),
      );
      expect(huge.status).toBe(413);
      expect(huge.body.error?.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('keeps injection strings as plain text', async () => {
      const email = `${unique('inj')}@example.com`;
      const name = `<script>alert(1)</script> '; DROP TABLE contacts;-- {{7*7}}`;
      const answer = await postLead(urls.webhookUrls.generic, json, lead({ name, email }));
      expect(answer.status).toBe(201);
      const contact = (await owner.get<Contact>(`/api/contacts/${answer.body.contact?.id}`)).body;
      expect(contact.name).toBe(name);
      const control = await refusedBy(lead({ name: 'Bell\u0007', email }));
      expect(control.status).toBe(400);
    });

    it('lists a refused delivery with its error, and keeps its raw body for 30 days', async () => {
      const raw = lead({ name: 'Kept Raw', email: 'not-an-email', note: unique('raw') });
      await refusedBy(raw);
      const listed = (
        await owner.get<WebhookDelivery[]>('/api/integrations/webhooks/generic/deliveries')
      ).body;
      const delivery = listed.find((d) => d.status === 'refused' && d.error?.includes('email'));
      expect(delivery).toMatchObject({ httpStatus: 400, contactId: null });
      expect(listed.length).toBeLessThanOrEqual(20);
      const table = testTable();
      const items = await Promise.all(
        Array.from({ length: 8 }, (_, shard) =>
          table.client.send(
            new QueryCommand({
              TableName: table.name,
              KeyConditionExpression: 'pk = :pk',
              ExpressionAttributeValues: { ':pk': `WHDEL#${organizationId}#generic#${shard}` },
            }),
          ),
        ),
      );
      const stored = items.flatMap((page) => page.Items ?? []).find((item) => item.raw === raw);
      const days =
        (Number(stored?.expire) * 1000 - Date.parse(String(stored?.receivedAt))) / 86_400_000;
      expect(Math.round(days)).toBe(30);
    });
  });

  describe('the key', () => {
    it('answers 401 and writes nothing without a key or with a wrong one', async () => {
      const before = await contactCount(owner);
      const body = lead({ name: 'No Key', email: `${unique('nokey')}@example.com` });
      const base = urls.webhookUrls.generic.split('?')[0] as string;
      expect((await postLead(base, json, body)).status).toBe(401);
      expect((await postLead(`${base}?key=`, json, body)).status).toBe(401);
      expect((await postLead(`${base}?key=${'A'.repeat(43)}`, json, body)).status).toBe(401);
      expect(await contactCount(owner)).toBe(before);
    });

    it('limits webhooks per key, not per client address: a form tool server is many clients', async () => {
      const { RATE_LIMITS } = await import('@salesflow/functions/platform/rate-limits');
      const base = urls.webhookUrls.generic.split('?')[0] as string;
      const server = loopbackHttp();
      const statuses = new Set<number>();
      // More than one address may send in a window, all without a key: refused, never limited.
      for (let i = 0; i <= RATE_LIMITS.mutationsPerClient.limit; i += 1) {
        statuses.add((await postLead(base, json, '{}', {}, server)).status);
      }
      expect([...statuses]).toEqual([401]);
    });

    it("never writes into another organization: each key is its own organization's", async () => {
      const other = await signIn();
      const otherUrls = await webhookUrlsOf(other);
      const email = `${unique('tenant')}@example.com`;
      const answer = await postLead(
        otherUrls.webhookUrls.generic,
        json,
        lead({ name: 'Theirs', email }),
      );
      expect(answer.status).toBe(201);
      expect((await owner.get(`/api/contacts/${answer.body.contact?.id}`)).status).toBe(404);
      expect((await other.get(`/api/contacts/${answer.body.contact?.id}`)).status).toBe(200);
      await settleProjections();
      const ours = (
        await owner.get<WebhookDelivery[]>('/api/integrations/webhooks/generic/deliveries')
      ).body;
      expect(ours.some((d) => d.contactId === answer.body.contact?.id)).toBe(false);
    });

    it("keeps each organization's mapping, deliveries and key to itself", async () => {
      const first = await signIn();
      const second = await signIn();
      await first.put('/api/integrations/webhooks/zapier/field-mapping', {
        mapping: { 'Lead Name': 'name' },
      });
      const firstUrls = await webhookUrlsOf(first);
      await second.post('/api/integrations/webhook-key/rotate', {});
      await second.put('/api/integrations/webhook-settings', { leadsPerMinute: 5 });
      expect(
        (await second.get<FieldMappingAnswer>('/api/integrations/webhooks/zapier/field-mapping'))
          .body.mapping,
      ).toEqual({});
      const after = await webhookUrlsOf(first);
      expect(after.webhookUrls).toEqual(firstUrls.webhookUrls);
      expect(after.leadsPerMinute).toBe(firstUrls.leadsPerMinute);
      const sent = await postLead(
        firstUrls.webhookUrls.zapier,
        json,
        lead({ 'Lead Name': 'Only Mine', email: `${unique('own')}@example.com` }),
      );
      expect(sent.status).toBe(201);
      await settleProjections();
      expect(
        (await first.get<WebhookDelivery[]>('/api/integrations/webhooks/zapier/deliveries')).body,
      ).toHaveLength(1);
      expect(
        (await second.get<WebhookDelivery[]>('/api/integrations/webhooks/zapier/deliveries')).body,
      ).toEqual([]);
    });

    it('stops the old key when an admin rotates it: at once where it was rotated, within 30 s anywhere', async () => {
      const org = await signIn();
      const admin = await signInAsMember((await me(org)).organizationId, 'admin');
      const before = await webhookUrlsOf(admin);
      // Used just before: the webhook server remembers it (the local stack is one container).
      const used = lead({ name: 'Before Rotation', email: `${unique('rot')}@example.com` });
      expect((await postLead(before.webhookUrls.generic, json, used)).status).toBe(201);
      const rotated = await admin.post<RotatedKeyAnswer>(
        '/api/integrations/webhook-key/rotate',
        {},
      );
      expect(rotated.status).toBe(200);
      expect(rotated.body.oldKeyStopsWithinSeconds).toBe(30);
      expect(rotated.body.webhookUrls.generic).not.toBe(before.webhookUrls.generic);
      const body = lead({ name: 'After Rotation', email: `${unique('rot')}@example.com` });
      expect((await postLead(before.webhookUrls.generic, json, body)).status).toBe(401);
      expect((await postLead(rotated.body.webhookUrls.generic, json, body)).status).toBe(201);
      expect((await webhookUrlsOf(org)).webhookUrls).toEqual(rotated.body.webhookUrls);
    });

    it('keeps the key sealed in the table, and seals a key saved in the clear before', async () => {
      const org = await signIn();
      const organizationId = (await me(org)).organizationId;
      const urls = await webhookUrlsOf(org);
      const key = new URL(urls.webhookUrls.generic).searchParams.get('key') ?? '';
      expect(key.length).toBeGreaterThan(30);
      const table = testTable();
      const read = async () =>
        (
          await table.client.send(
            new GetCommand({
              TableName: table.name,
              Key: { pk: `ORG#${organizationId}`, sk: 'WEBHOOK' },
            }),
          )
        ).Item ?? {};
      const stored = await read();
      expect(JSON.stringify(stored)).not.toContain(key);
      expect(stored.key).toBeUndefined();
      expect(String(stored.sealedKey)).toMatch(/^v1\./);
      // An endpoint as an older version saved it: the key in the clear, nothing sealed.
      const { sealedKey: _sealed, ...rest } = stored;
      await table.client.send(new PutCommand({ TableName: table.name, Item: { ...rest, key } }));
      expect((await webhookUrlsOf(org)).webhookUrls).toEqual(urls.webhookUrls);
      const resealed = await read();
      expect(resealed.key).toBeUndefined();
      expect(JSON.stringify(resealed)).not.toContain(key);
      const body = lead({ name: 'Sealed Key', email: `${unique('seal')}@example.com` });
      expect((await postLead(urls.webhookUrls.generic, json, body)).status).toBe(201);
    });

    it('answers 429 with Retry-After past the organization ceiling, never a silent drop', async () => {
      const org = await signIn();
      const set = await org.put<WebhookUrlsAnswer>('/api/integrations/webhook-settings', {
        leadsPerMinute: 2,
      });
      expect(set.body.leadsPerMinute).toBe(2);
      const answers = [];
      for (let i = 0; i < 6; i += 1) {
        answers.push(
          await postLead(
            set.body.webhookUrls.generic,
            json,
            lead({ name: `Limited ${i}`, email: `${unique('lim')}@example.com` }),
          ),
        );
      }
      const limited = answers.filter((a) => a.status === 429);
      expect(limited.length).toBeGreaterThan(0);
      expect(Number(limited[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
      const saved = answers.filter((a) => a.status === 201).length;
      expect(saved + limited.length).toBe(6);
      expect(await contactCount(org)).toBe(saved);
    });
  });

  describe('the organization', () => {
    it('hands new leads out in turn when round-robin is set', async () => {
      const org = await signIn();
      const orgId = (await me(org)).organizationId;
      const first = await signInAsMember(orgId, 'member');
      const second = await signInAsMember(orgId, 'member');
      const ids = [(await me(first)).id, (await me(second)).id];
      await org.put('/api/team/settings', { roundRobinMemberIds: ids });
      const orgUrls = await webhookUrlsOf(org);
      const assigned: (string | null)[] = [];
      for (let i = 0; i < 4; i += 1) {
        const answer = await postLead(
          orgUrls.webhookUrls.elementor,
          json,
          lead({ name: `Turn ${i}`, email: `${unique('turn')}@example.com` }),
        );
        assigned.push(
          (await org.get<Contact>(`/api/contacts/${answer.body.contact?.id}`)).body.assignedTo,
        );
      }
      expect(assigned[0]).not.toBe(assigned[1]);
      expect(assigned.slice(0, 2)).toEqual(assigned.slice(2));
      expect(new Set(assigned)).toEqual(new Set(ids));
      // Each member hears of each lead handed to them, once, with a link to it.
      const notices = (await first.get<NoticePage>('/api/notifications')).body;
      const told = notices.items.filter((n) => n.title.startsWith('New lead assigned to you'));
      expect(told).toHaveLength(2);
      expect(told[0]).toMatchObject({
        kind: 'assignment',
        message: expect.stringMatching(/came in through Elementor Pro, score \d+\/100\.$/),
        link: expect.stringMatching(/^\/app\/contacts\?contact=/),
        organizationId: orgId,
      });
      expect((await org.get<NoticePage>('/api/notifications')).body.items).toEqual([]);
    });

    it("reads a sender's own field names through the organization's mapping", async () => {
      const org = await signIn();
      const mapping = { 'Full Name (required)': 'name', 'Work Mail': 'email', Org: 'company' };
      const saved = await org.put<FieldMappingAnswer>(
        '/api/integrations/webhooks/wordpress/field-mapping',
        { mapping },
      );
      expect(saved.status).toBe(200);
      expect(
        (await org.get<FieldMappingAnswer>('/api/integrations/webhooks/wordpress/field-mapping'))
          .body.mapping,
      ).toEqual(mapping);
      const bad = await org.put('/api/integrations/webhooks/wordpress/field-mapping', {
        mapping: { x: 'salary' },
      });
      expect(bad.status).toBe(400);
      const email = `${unique('map')}@example.com`;
      const answer = await postLead(
        (await webhookUrlsOf(org)).webhookUrls.wordpress,
        'application/x-www-form-urlencoded',
        new URLSearchParams({
          'Full Name (required)': 'Mapped Person',
          'Work Mail': email,
          Org: 'Mapped Co',
        }).toString(),
      );
      expect(answer.status).toBe(201);
      expect(
        (await org.get<Contact>(`/api/contacts/${answer.body.contact?.id}`)).body,
      ).toMatchObject({
        name: 'Mapped Person',
        email,
        company: 'Mapped Co',
      });
      // The mapping is per source: the generic webhook does not read these names.
      const generic = await postLead(
        (await webhookUrlsOf(org)).webhookUrls.generic,
        json,
        lead({ 'Full Name (required)': 'X', 'Work Mail': `${unique('map')}@example.com` }),
      );
      expect(generic.status).toBe(400);
    });

    it('keeps field names that are also names of object properties as plain names', async () => {
      const org = await signIn();
      const mapping = { constructor: 'email', toString: 'name', hasOwnProperty: 'company' };
      const saved = await org.put<FieldMappingAnswer>(
        '/api/integrations/webhooks/generic/field-mapping',
        { mapping },
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.mapping).toEqual(mapping);
      expect(
        (await org.get<FieldMappingAnswer>('/api/integrations/webhooks/generic/field-mapping')).body
          .mapping,
      ).toEqual(mapping);
      const email = `${unique('proto')}@example.com`;
      const answer = await postLead(
        (await webhookUrlsOf(org)).webhookUrls.generic,
        json,
        lead({ constructor: email, toString: 'Proto Person', hasOwnProperty: 'Proto Co' }),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(
        (await org.get<Contact>(`/api/contacts/${answer.body.contact?.id}`)).body,
      ).toMatchObject({ name: 'Proto Person', email, company: 'Proto Co' });
      // Without a mapping, such a field is one the sender made up: ignored, never an error.
      const other = await signIn();
      const plain = await postLead(
        (await webhookUrlsOf(other)).webhookUrls.generic,
        json,
        lead({ name: 'Plain', email: `${unique('plain')}@example.com`, constructor: 'x' }),
      );
      expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    });

    it('sets lastUpdated and the integrations milestone with its first lead', async () => {
      const org = await signIn();
      const orgUrls = await webhookUrlsOf(org);
      const before = (await org.get<OnboardingState>('/api/user/onboarding-state')).body;
      expect(before.hasSetupIntegrations).toBe(false);
      const sent = Date.now();
      await postLead(
        orgUrls.webhookUrls.generic,
        json,
        lead({ name: 'First', email: `${unique('first')}@example.com` }),
      );
      // A refused delivery is not a lead received.
      await postLead(orgUrls.webhookUrls.generic, json, lead({ name: 'Bad' }));
      // A delivery's log entry, which "last updated" reads, follows from the table's stream.
      await settleProjections();
      const after = await webhookUrlsOf(org);
      expect(Date.parse(String(after.lastUpdated))).toBeGreaterThanOrEqual(sent - 1000);
      expect(
        (await org.get<OnboardingState>('/api/user/onboarding-state')).body.hasSetupIntegrations,
      ).toBe(true);
    });

    it('keeps one answer per delivery in its own partition, expiring in 24 hours', async () => {
      const table = testTable();
      const body = lead({ name: 'Stored Once', email: `${unique('store')}@example.com` });
      const first = await postLead(urls.webhookUrls.generic, json, body, {
        'Idempotency-Key': 'visible-key',
      });
      const { createHash } = await import('node:crypto');
      const hash = createHash('sha256')
        .update(JSON.stringify([organizationId, 'generic', 'key:visible-key']))
        .digest('hex');
      const record = await table.client.send(
        new GetCommand({
          TableName: table.name,
          Key: { pk: `IDEMPOTENCY#lead-webhook-answer#${hash}`, sk: 'IDEMPOTENCY' },
        }),
      );
      // The capture's result; the handler makes the answer (lead-capture-answer.ts).
      expect(record.Item?.answer).toEqual({ kind: 'created', contactId: first.body.contact?.id });
      expect(record.Item?.organizationId).toBe(organizationId);
      const hours = (Number(record.Item?.expire) - Date.now() / 1000) / 3600;
      expect(Math.round(hours)).toBe(24);
    });

    it('answers a retry of a delivery answered before results were kept with the bytes it kept', async () => {
      const table = testTable();
      const { createHash } = await import('node:crypto');
      // As lead-capture.service.ts kept them before: the HTTP answer itself.
      const keptBefore = [
        { httpStatus: 201, body: { success: true, status: 'created', contact: { id: 'c-old-1' } } },
        {
          httpStatus: 200,
          body: { success: true, status: 'duplicate', contact: { id: 'c-old-2' } },
        },
        {
          httpStatus: 202,
          body: { success: true, status: 'held', held: { id: 'h-old-1' }, message: 'Plan full' },
        },
        {
          httpStatus: 400,
          body: {
            success: false,
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Some fields are not valid',
              details: [{ field: 'email', message: 'Invalid email address' }],
              requestId: 'req-old-1',
            },
          },
        },
      ];
      const http = loopbackHttp();
      try {
        for (const answer of keptBefore) {
          const key = unique('kept-before');
          const hash = createHash('sha256')
            .update(JSON.stringify([organizationId, 'generic', `key:${key}`]))
            .digest('hex');
          await table.client.send(
            new PutCommand({
              TableName: table.name,
              Item: {
                pk: `IDEMPOTENCY#lead-webhook-answer#${hash}`,
                sk: 'IDEMPOTENCY',
                type: 'answer',
                name: 'lead-webhook-answer',
                organizationId,
                answer,
                expire: Math.floor(Date.now() / 1000) + 3600,
              },
            }),
          );
          const retry = await http.fetch(urls.webhookUrls.generic, {
            method: 'POST',
            headers: { 'content-type': json, 'Idempotency-Key': key },
            body: lead({ name: 'Kept Before', email: `${unique('kept')}@example.com` }),
          });
          expect(retry.status).toBe(answer.httpStatus);
          expect(await retry.text()).toBe(JSON.stringify(answer.body));
        }
      } finally {
        await http.close();
      }
    });
  });
});
