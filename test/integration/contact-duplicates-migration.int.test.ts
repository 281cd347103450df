import { randomUUID } from 'node:crypto';
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  duplicatesOfPartition,
  matchItemKey,
} from '@salesflow/functions/modules/contact-duplicates/duplicate.entity';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import {
  type DuplicatePage,
  duplicateMatchesOf,
} from '@salesflow/shared/contacts/contact-duplicates';
import { describe, expect, it } from 'vitest';
import { contactDuplicatesMigration } from '../../infra/migrations/contact-duplicates';
import { type ApiClient, signIn } from '../support/api-client';
import { uniqueIndianMobile } from '../support/service-env';
import { testTable } from '../support/table';

const context = () => {
  const table = testTable();
  return { doc: table.client, table: table.name, log: () => undefined };
};

const pairsOf = async (client: ApiClient, id: string) =>
  (await client.get<DuplicatePage>(`/api/contacts/duplicates?contactId=${id}`)).body.items.map(
    (pair) => `${pair.other.id} ${pair.reasons.join(',')}`,
  );

/** Takes away everything the worker kept for a contact: as an older version left it. */
const forget = async (contact: Contact) => {
  const { doc, table } = context();
  for (const match of duplicateMatchesOf(contact)) {
    await doc.send(
      new DeleteCommand({
        TableName: table,
        Key: matchItemKey(contact.organizationId, contact.id, match),
      }),
    );
  }
  const own = await doc.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: {
        ':pk': duplicatesOfPartition(contact.organizationId, contact.id),
      },
    }),
  );
  for (const item of own.Items ?? []) {
    await doc.send(new DeleteCommand({ TableName: table, Key: { pk: item.pk, sk: item.sk } }));
  }
};

describe('the contact duplicates migration', () => {
  it('finds the duplicates among contacts saved before they were found, the same on a second run', async () => {
    const client = await signIn();
    const phone = uniqueIndianMobile();
    const add = async (name: string) =>
      (
        await client.post<Contact>('/api/contacts', {
          name,
          email: `${randomUUID()}@old.in`,
          phone: `+91${phone}`,
        })
      ).body;
    const first = await add('Old Lead One');
    const second = await add('Old Lead Two');
    await expect.poll(() => pairsOf(client, first.id)).toEqual([`${second.id} phone`]);
    await forget(first);
    await forget(second);
    expect(await pairsOf(client, first.id)).toEqual([]);

    for (let run = 0; run < 2; run += 1) {
      await contactDuplicatesMigration.run(context());
      expect(await pairsOf(client, first.id)).toEqual([`${second.id} phone`]);
      expect(await pairsOf(client, second.id)).toEqual([`${first.id} phone`]);
    }
    // The worker takes it from there: a new phone ends the pair.
    expect(
      (await client.put(`/api/contacts/${second.id}`, { phone: `+91${uniqueIndianMobile()}` }))
        .status,
    ).toBe(200);
    await expect.poll(() => pairsOf(client, first.id)).toEqual([]);
  });
});
