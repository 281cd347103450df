import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  fromContactItem,
  searchWordItems,
} from '@salesflow/functions/modules/contacts/contact.entity';
import { type Migration, type MigrationContext, scanByType } from './migration-runner';

const putAll = async ({ doc, table }: MigrationContext, items: Record<string, unknown>[]) => {
  for (let i = 0; i < items.length; i += 25) {
    let pending: unknown[] = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt >= 8) throw new Error(`${pending.length} search words stayed unprocessed`);
      if (attempt > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
      const out = await doc.send(
        new BatchWriteCommand({ RequestItems: { [table]: pending as never } }),
      );
      pending = out.UnprocessedItems?.[table] ?? [];
    }
  }
};

/** Contacts saved before the search index existed get their words (a Put is idempotent). */
export const searchIndexMigration: Migration = {
  name: '2026-11-23-contact-search-words',
  description: 'Index the words of every contact for search',
  run: async (context) => {
    let contacts = 0;
    for await (const page of scanByType(context, ['contact'])) {
      await putAll(
        context,
        page.flatMap((item) => searchWordItems(fromContactItem(item))),
      );
      contacts += page.length;
    }
    return contacts;
  },
};
