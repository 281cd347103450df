import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { toContactItem } from '@salesflow/functions/modules/contacts/contact.entity';
import { newId } from '@salesflow/functions/platform/data/ids';
import { testTable } from './table';

/**
 * Many hot leads at once, straight into the table (the API would take minutes): the contacts and
 * their index entries only, as the entity writes them; the first is the one waiting longest.
 */
export const seedHotLeads = async (
  organizationId: string,
  ownerId: string,
  count: number,
  since: string,
) => {
  const table = testTable();
  const items = Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.parse(since) + i * 1000).toISOString();
    return toContactItem({
      id: newId(),
      name: `Seeded Lead ${i}`,
      email: `seeded-${i}-${organizationId}@hot.in`,
      phone: null,
      phoneE164: null,
      company: null,
      title: null,
      score: 80,
      status: 'hot',
      source: null,
      notes: null,
      organizationId,
      ownerId,
      createdAt: at,
      updatedAt: at,
      lastContactedAt: null,
    });
  });
  for (let i = 0; i < items.length; i += 25) {
    let pending: unknown[] = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pending.length > 0) {
      const out = await table.client.send(
        new BatchWriteCommand({ RequestItems: { [table.name]: pending as never } }),
      );
      pending = out.UnprocessedItems?.[table.name] ?? [];
    }
  }
};
