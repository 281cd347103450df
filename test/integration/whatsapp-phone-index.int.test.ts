import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { toContactItem } from '@salesflow/functions/modules/contacts/contact.entity';
import { contactsByPhone } from '@salesflow/functions/modules/contacts/contacts.service';
import { newId } from '@salesflow/functions/platform/data/ids';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactPhoneIndexMigration } from '../../infra/migrations/contact-phone-index';
import { signIn } from '../support/api-client';
import { uniqueIndianMobile, useLocalStackFromTests } from '../support/service-env';
import { testTable } from '../support/table';

/** Contacts found by phone (E.164) for inbound WhatsApp messages: kept by every contact write. */
beforeAll(useLocalStackFromTests);

const ids = async (organizationId: string, e164: string) =>
  (await contactsByPhone(organizationId, e164)).map((c) => c.id);

describe('the contact phone index', () => {
  it('follows a contact’s phone through create, edit and delete, within its organization', async () => {
    const client = await signIn();
    const other = await signIn();
    const { organizationId } = (await client.get<AuthUser>('/api/auth/user')).body;
    const mobile = uniqueIndianMobile();
    const e164 = `+91${mobile}`;
    const created = await client.post<Contact>('/api/contacts', {
      name: 'Phone Priya',
      email: `priya-${Date.now()}@example.com`,
      phone: `0${mobile.slice(0, 5)}-${mobile.slice(5)}`,
    });
    expect(created.status).toBe(201);
    // Another organization's contact with the same number is not this one's.
    await other.post('/api/contacts', {
      name: 'Elsewhere',
      email: `e-${Date.now()}@x.in`,
      phone: e164,
    });
    expect(await ids(organizationId, e164)).toEqual([created.body.id]);

    const moved = uniqueIndianMobile();
    const updated = await client.put(`/api/contacts/${created.body.id}`, {
      ...created.body,
      phone: `+91 ${moved}`,
    });
    expect(updated.status).toBe(200);
    expect(await ids(organizationId, e164)).toEqual([]);
    expect(await ids(organizationId, `+91${moved}`)).toEqual([created.body.id]);

    expect((await client.delete(`/api/contacts/${created.body.id}`)).status).toBeLessThan(300);
    expect(await ids(organizationId, `+91${moved}`)).toEqual([]);
  });

  it('is given to contacts saved before it by a migration that is safe to run again', async () => {
    const client = await signIn();
    const { organizationId, id: ownerId } = (await client.get<AuthUser>('/api/auth/user')).body;
    const now = new Date().toISOString();
    const e164 = `+91${uniqueIndianMobile()}`;
    const old = {
      id: newId(),
      name: 'Before WhatsApp',
      email: `old-${Date.now()}@old.in`,
      phone: e164,
      phoneE164: e164,
      company: null,
      title: null,
      score: 10,
      status: 'cold' as const,
      source: null,
      notes: null,
      organizationId,
      ownerId,
      assignedTo: ownerId,
      createdAt: now,
      updatedAt: now,
    };
    const { gsi2pk: _pk, gsi2sk: _sk, ...item } = toContactItem(old) as Record<string, unknown>;
    const table = testTable();
    await table.client.send(new PutCommand({ TableName: table.name, Item: item }));
    expect(await ids(organizationId, e164)).toEqual([]);
    const context = { doc: table.client, table: table.name, log: () => undefined };
    expect(await contactPhoneIndexMigration.run(context)).toBeGreaterThanOrEqual(1);
    expect(await ids(organizationId, e164)).toEqual([old.id]);
    await contactPhoneIndexMigration.run(context);
    expect(await ids(organizationId, e164)).toEqual([old.id]);
  });
});
