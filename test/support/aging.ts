import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  contactKey,
  fromContactItem,
  toContactItem,
  toLeadsItem,
} from '@salesflow/functions/modules/contacts/contact.entity';
import {
  dealKey,
  fromDealItem,
  toDealItem,
  toHeldDealItem,
} from '@salesflow/functions/modules/deals/deal.entity';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import type { ApiClient } from './api-client';
import { settleProjections } from './projections';
import { testTable } from './table';

/**
 * Records as time would have left them: the API only makes things now (and refuses a past close
 * date), so tests move them back in the table, through the entities, so their index entries move
 * with them exactly as the server's own writes would.
 */

export const ageContact = async (
  contact: Contact,
  change: Partial<Pick<Contact, 'createdAt' | 'lastContactedAt'>>,
) => {
  const table = testTable();
  const { Item } = await table.client.send(
    new GetCommand({ TableName: table.name, Key: contactKey(contact.organizationId, contact.id) }),
  );
  if (!Item) throw new Error(`contact ${contact.id} is not in the table`);
  const aged = { ...fromContactItem(Item), ...change };
  // The contact and its entry among its holder's leads (both carry its place among hot leads).
  for (const item of [toContactItem(aged), toLeadsItem(aged)]) {
    await table.client.send(new PutCommand({ TableName: table.name, Item: item }));
  }
};

export const setCloseDate = async (deal: Deal, expectedCloseDate: string) => {
  const table = testTable();
  const { Item } = await table.client.send(
    new GetCommand({ TableName: table.name, Key: dealKey(deal.organizationId, deal.id) }),
  );
  if (!Item) throw new Error(`deal ${deal.id} is not in the table`);
  const moved = { ...fromDealItem(Item), expectedCloseDate };
  // The deal and its entry among its holder's deals (both carry its place among due deals). The
  // entry follows the deal from the table's stream too: once the projections have settled, an
  // earlier version's projection can no longer put it back without the date.
  for (const item of [toDealItem(moved), toHeldDealItem(moved)]) {
    await table.client.send(new PutCommand({ TableName: table.name, Item: item }));
  }
  await settleProjections();
};

/** The organization's time zone as the caller's session carries it (no settings screen yet). */
export const setTimeZone = async (client: ApiClient, timeZone: string) => {
  const sid = client.cookieHeader().split('=')[1] ?? '';
  const table = testTable();
  await table.client.send(
    new UpdateCommand({
      TableName: table.name,
      Key: { pk: `SESSION#${createHash('sha256').update(sid).digest('base64url')}`, sk: 'SESSION' },
      UpdateExpression: 'SET sess.#tz = :tz',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#tz': 'timezone' },
      ExpressionAttributeValues: { ':tz': timeZone },
    }),
  );
};
