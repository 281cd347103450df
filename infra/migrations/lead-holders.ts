import {
  GetCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import {
  contactCounterDeltas,
  contactKey,
  contactPartition,
  fromContactItem,
  holderCounterKey,
  holderMonthKey,
  holderOf,
  newLeadsField,
  searchWordItems,
  toLeadsItem,
} from '@salesflow/functions/modules/contacts/contact.entity';
import {
  holderCounterKey as dealHolderCounterKey,
  fromDealItem,
  toHeldDealItem,
} from '@salesflow/functions/modules/deals/deal.entity';
import { dealCounterDeltas, dealMonthSk } from '@salesflow/functions/modules/deals/deal-counters';
import { figuresOf } from '@salesflow/functions/modules/deals/deal-counters.projection';
import { organizationKey } from '@salesflow/functions/modules/organizations/organization.entity';
import { monthKey } from '@salesflow/functions/platform/data/month-key';
import { shardOf } from '@salesflow/functions/platform/data/shards';
import { type Migration, type MigrationContext, scanByType } from './migration-runner';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const add = (
  table: string,
  key: Record<string, unknown>,
  deltas: Record<string, number>,
): TransactItem[] => {
  const entries = Object.entries(deltas).filter(([, v]) => v !== 0);
  return entries.length === 0
    ? []
    : [
        {
          Update: {
            TableName: table,
            Key: key,
            UpdateExpression: `ADD ${entries.map((_, i) => `#f${i} :v${i}`).join(', ')}`,
            ExpressionAttributeNames: Object.fromEntries(entries.map(([f], i) => [`#f${i}`, f])),
            ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
          },
        },
      ];
};

/**
 * One contact saved before teams becomes its creator's lead: `assignedTo` written down, its item
 * among its holder's leads, its holder's counters (all time, and the month it was created in, in
 * the organization's time zone) and its search words carrying the holder, in one transaction that
 * only happens if the contact has no `assignedTo` and is unchanged since it was read.
 */
const adopt = async (
  { doc, table }: MigrationContext,
  item: Record<string, unknown>,
  timezone: string,
): Promise<boolean> => {
  const contact = fromContactItem(item);
  const holder = holderOf(contact);
  const partition = contactPartition(contact.organizationId, shardOf(contact.id));
  const month = monthKey(new Date(contact.createdAt), timezone);
  const deltas = contactCounterDeltas(null, contact);
  const writes: TransactItem[] = [
    {
      Update: {
        TableName: table,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET assignedTo = :holder',
        ConditionExpression: 'attribute_not_exists(assignedTo) AND updatedAt = :was',
        ExpressionAttributeValues: { ':holder': contact.assignedTo, ':was': item.updatedAt },
      },
    },
    { Put: { TableName: table, Item: toLeadsItem(contact) } },
    ...add(table, holderCounterKey(partition, holder), deltas),
    ...add(table, holderMonthKey(partition, holder, month), {
      ...deltas,
      [newLeadsField(contact.source)]: 1,
    }),
    ...searchWordItems(contact).map((word) => ({ Put: { TableName: table, Item: word } })),
  ].slice(0, 100);
  try {
    await doc.send(new TransactWriteCommand({ TransactItems: writes }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') return false;
    throw error;
  }
};

/**
 * One deal saved before teams becomes its contact's holder's (or its maker's, without a contact):
 * `holder` written down, its entry among its holder's deals, and its holder's totals, forecast and
 * won-in-month figures, once, unless it changed since it was read.
 */
const adoptDeal = async (
  { doc, table }: MigrationContext,
  item: Record<string, unknown>,
  holder: string,
): Promise<boolean> => {
  const deal = { ...fromDealItem(item), holder };
  const deltas = [...dealCounterDeltas('', null, figuresOf(deal))].filter(
    ([sk]) => sk !== dealMonthSk(''),
  );
  const writes: TransactItem[] = [
    {
      Update: {
        TableName: table,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET holder = :holder',
        ConditionExpression: 'attribute_not_exists(holder) AND updatedAt = :was',
        ExpressionAttributeValues: { ':holder': holder, ':was': item.updatedAt },
      },
    },
    { Put: { TableName: table, Item: toHeldDealItem(deal) } },
    ...deltas.flatMap(([sk, values]) =>
      add(table, dealHolderCounterKey(deal.organizationId, holder, sk), values),
    ),
  ];
  try {
    await doc.send(new TransactWriteCommand({ TransactItems: writes }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') return false;
    throw error;
  }
};

/**
 * Contacts made before teams belong to their creator: each gets `assignedTo`, its place among its
 * holder's leads and its holder's counts, so "My leads" and members who see only their own leads
 * find them. A contact changed meanwhile is left as the new version wrote it; running it again
 * changes nothing.
 */
export const leadHoldersMigration: Migration = {
  name: '2026-11-25-lead-holders',
  description: "Make every contact made before teams its creator's lead, and its deals theirs",
  run: async (context) => {
    const zones = new Map<string, string>();
    const timezoneOf = async (organizationId: string) => {
      let zone = zones.get(organizationId);
      if (!zone) {
        const { Item } = await context.doc.send(
          new GetCommand({ TableName: context.table, Key: organizationKey(organizationId) }),
        );
        zone = typeof Item?.timezone === 'string' ? Item.timezone : 'Asia/Kolkata';
        zones.set(organizationId, zone);
      }
      return zone;
    };
    let adopted = 0;
    for await (const page of scanByType(context, ['contact'])) {
      for (const item of page) {
        if (item.assignedTo !== undefined) continue;
        const timezone = await timezoneOf(String(item.organizationId));
        if (await adopt(context, item, timezone)) adopted += 1;
      }
    }
    // Then deals, whose contacts now all have a holder.
    for await (const page of scanByType(context, ['deal'])) {
      for (const item of page) {
        if (item.holder !== undefined) continue;
        const deal = fromDealItem(item);
        let holder = deal.ownerId;
        if (deal.contactId) {
          const { Item } = await context.doc.send(
            new GetCommand({
              TableName: context.table,
              Key: contactKey(deal.organizationId, deal.contactId),
              ConsistentRead: true,
            }),
          );
          if (Item) holder = holderOf(fromContactItem(Item));
        }
        if (await adoptDeal(context, item, holder)) adopted += 1;
      }
    }
    return adopted;
  },
};
