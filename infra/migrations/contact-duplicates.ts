import {
  BatchGetCommand,
  BatchWriteCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  matchesItem,
  matchItem,
  matchPartition,
  pairItem,
} from '@salesflow/functions/modules/contact-duplicates/duplicate.entity';
import { MATCH_MEMBERS_MAX } from '@salesflow/functions/modules/contact-duplicates/duplicates.repository';
import { contactKey, fromContactItem } from '@salesflow/functions/modules/contacts/contact.entity';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import {
  duplicateMatchesOf,
  sharedDuplicateReasons,
} from '@salesflow/shared/contacts/contact-duplicates';
import { countWrites, type Migration, type MigrationContext } from './migration-runner';

/**
 * Step one for a contact saved before possible duplicates were found: its match items and its
 * record of them (whole items: putting them again changes nothing). The worker indexes every
 * contact created or changed since, so a contact changed meanwhile is the worker's too.
 */
const indexMatches = async ({ doc, table }: MigrationContext, item: Record<string, unknown>) => {
  const contact = fromContactItem(item);
  const matches = duplicateMatchesOf(contact);
  if (!matches.length) return false;
  const items = [
    ...matches.map((match) => matchItem(contact.organizationId, contact.id, match)),
    matchesItem(contact.organizationId, contact.id, matches),
  ];
  let unprocessed: Record<string, unknown>[] | undefined = items.map((Item) => ({
    PutRequest: { Item },
  }));
  for (let attempt = 0; unprocessed?.length && attempt < 8; attempt += 1) {
    const out = await doc.send(new BatchWriteCommand({ RequestItems: { [table]: unprocessed } }));
    unprocessed = out.UnprocessedItems?.[table] as Record<string, unknown>[] | undefined;
  }
  if (unprocessed?.length) throw new Error(`Could not index the matches of ${contact.id}`);
  return true;
};

/** The contacts under one of `contact`'s matches (a value shared too widely: none), but itself. */
const othersMatching = async (
  { doc, table }: MigrationContext,
  contact: Contact,
): Promise<string[]> => {
  const ids = new Set<string>();
  for (const match of duplicateMatchesOf(contact)) {
    const out = await doc.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': matchPartition(contact.organizationId, match) },
        ConsistentRead: true,
        Limit: MATCH_MEMBERS_MAX + 1,
      }),
    );
    // A value shared too widely pairs nobody (duplicates.repository.ts).
    if ((out.Items?.length ?? 0) > MATCH_MEMBERS_MAX) continue;
    for (const found of out.Items ?? []) {
      const id = String(found.contactId);
      if (id !== contact.id) ids.add(id);
    }
  }
  return [...ids];
};

/**
 * Step two, once every contact is indexed: the pairs each contact makes with the contacts under
 * its matches that share one with it, as found now (each pair once, from its lower id, both
 * sides written). A pair the worker keeps already is left as it is.
 */
const pairUp = async (context: MigrationContext, item: Record<string, unknown>) => {
  const contact = fromContactItem(item);
  const ids = (await othersMatching(context, contact)).filter((id) => contact.id < id);
  if (!ids.length) return false;
  const { doc, table } = context;
  const found: Record<string, unknown>[] = [];
  // BatchGetItem takes 100 keys at most; a contact has at most 3 matches of 20 each.
  for (let i = 0; i < ids.length; i += 100) {
    const out = await doc.send(
      new BatchGetCommand({
        RequestItems: {
          [table]: {
            Keys: ids.slice(i, i + 100).map((id) => contactKey(contact.organizationId, id)),
          },
        },
      }),
    );
    found.push(...(out.Responses?.[table] ?? []));
    if (Object.keys(out.UnprocessedKeys ?? {}).length) {
      throw new Error('DynamoDB left keys unread: run the migration again');
    }
  }
  let wrote = false;
  const foundAt = new Date().toISOString();
  for (const item of found) {
    const other = fromContactItem(item);
    const reasons = sharedDuplicateReasons(contact, other);
    if (!reasons.length) continue;
    for (const [one, two] of [
      [contact.id, other.id],
      [other.id, contact.id],
    ] as const) {
      try {
        await doc.send(
          new PutCommand({
            TableName: table,
            Item: pairItem(contact.organizationId, one, two, reasons, foundAt),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        wrote = true;
      } catch (error) {
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      }
    }
  }
  return wrote;
};

/** Possible duplicates among the contacts saved before they were found. Safe to run again. */
export const contactDuplicatesMigration: Migration = {
  name: '2026-12-08-contact-duplicates',
  description: 'Find the possible duplicates among contacts saved before duplicates were found',
  // A contact's match items are its own (eight at once); its pairs touch others' partitions,
  // but as whole items that are the same whoever writes them.
  run: async (context) =>
    (await countWrites(context, ['contact'], indexMatches, 8)) +
    (await countWrites(context, ['contact'], pairUp, 4)),
};
