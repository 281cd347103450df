import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { Deal, DealPage } from '@salesflow/shared/deals/deal.schema';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';
import { testTable } from '../support/table';
import { endTrashDays } from '../support/trash';

describe('a contact’s deals follow its changes (contact-changes queue)', () => {
  it('carries a new name and company to the deals, and unlinks them when the contact goes', async () => {
    const client = await signIn();
    const contact = (
      await client.post<Contact>('/api/contacts', {
        name: 'Old Name',
        email: `o-${Date.now()}@x.in`,
        company: 'Old Co',
      })
    ).body;
    const deal = (
      await client.post<Deal>('/api/deals', { title: 'Tea export', contactId: contact.id })
    ).body;
    const other = (await client.post<Deal>('/api/deals', { title: 'Unrelated' })).body;

    await client.put(`/api/contacts/${contact.id}`, {
      ...contact,
      name: 'Anjali Desai',
      company: 'Desai Teas',
    });
    const find = async (id: string) =>
      (await client.get<Deal[]>('/api/deals')).body.find((d) => d.id === id);
    await expect
      .poll(async () => (await find(deal.id))?.contactName, { timeout: 15_000, interval: 300 })
      .toBe('Anjali Desai');
    expect((await find(deal.id))?.contactCompany).toBe('Desai Teas');
    const search = await client.get<DealPage>('/api/deals?limit=10&search=desai');
    expect(search.body.items.map((d) => d.id)).toEqual([deal.id]);

    const table = testTable();
    const timelineCount = async () =>
      (
        await table.client.send(
          new QueryCommand({
            TableName: table.name,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: {
              ':pk': `ORG#${contact.organizationId}#CONTACTACT#${contact.id}`,
            },
          }),
        )
      ).Count ?? 0;
    expect(await timelineCount()).toBeGreaterThan(0);

    await client.delete(`/api/contacts/${contact.id}`);
    // In the trash its deals wait for it; once its days there are over, they let it go.
    await settleProjections();
    expect((await find(deal.id))?.contactId).toBe(contact.id);
    await endTrashDays(contact.organizationId, contact.id);
    await expect
      .poll(async () => (await find(deal.id))?.contactId, { timeout: 15_000, interval: 300 })
      .toBeNull();
    expect(await find(deal.id)).toMatchObject({
      contactName: null,
      contactCompany: null,
      title: 'Tea export',
    });
    expect((await find(other.id))?.title).toBe('Unrelated');
    // Its timeline goes with it.
    await expect.poll(timelineCount, { timeout: 15_000, interval: 300 }).toBe(0);
  });
});
