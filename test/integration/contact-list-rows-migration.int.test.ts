import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  contactKey,
  fromContactItem,
  searchWordItems,
} from '@salesflow/functions/modules/contacts/contact.entity';
import { contactListRows } from '@salesflow/functions/modules/contacts/contact-list.entity';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactListRowsMigration } from '../../infra/migrations/contact-list-rows';
import { signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';
import { useLocalStackFromTests } from '../support/service-env';
import { testTable } from '../support/table';

beforeAll(useLocalStackFromTests);

const context = () => {
  const table = testTable();
  return { doc: table.client, table: table.name, log: () => undefined };
};

const read = async ({ pk, sk }: { pk: string; sk: string }) =>
  (await context().doc.send(new GetCommand({ TableName: context().table, Key: { pk, sk } }))).Item;

describe('the contact list rows migration', () => {
  it('indexes a contact saved before the list index, and its words for filters, again safely', async () => {
    const client = await signIn();
    const created = await client.post<Contact>('/api/contacts', {
      name: 'Old Lead Iyer',
      email: `${randomUUID()}@old.in`,
      status: 'hot',
      source: 'event',
    });
    expect(created.status).toBe(201);
    await settleProjections();
    const stored = await read(contactKey(created.body.organizationId, created.body.id));
    const contact = fromContactItem(stored as Record<string, unknown>);
    const rows = contactListRows(contact);
    const words = searchWordItems(contact);
    // As an older version left it: no rows, words without the fields filters read.
    for (const row of rows) {
      await context().doc.send(
        new DeleteCommand({ TableName: context().table, Key: { pk: row.pk, sk: row.sk } }),
      );
    }
    for (const { status: _s, source: _so, score: _sc, createdAt: _c, ...word } of words) {
      await context().doc.send(new PutCommand({ TableName: context().table, Item: word }));
    }
    expect(await read(rows[0] as { pk: string; sk: string })).toBeUndefined();

    for (let run = 0; run < 2; run += 1) {
      await contactListRowsMigration.run(context());
      for (const row of rows) expect(await read(row)).toEqual(row);
      for (const word of words) expect(await read(word)).toEqual(word);
    }
  });
});
