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

const indexAll = async (context: MigrationContext) => {
  let contacts = 0;
  for await (const page of scanByType(context, ['contact'])) {
    await putAll(
      context,
      page.flatMap((item) => searchWordItems(fromContactItem(item))),
    );
    contacts += page.length;
  }
  return contacts;
};

/** Contacts saved before the search index existed get their words (a Put is idempotent). */
export const searchIndexMigration: Migration = {
  name: '2026-11-23-contact-search-words',
  description: 'Index the words of every contact for search',
  run: indexAll,
};

/**
 * Contacts saved before search found parts of names and last digits of phones get those tokens,
 * and their words the index's new text (what a second typed word is checked against). Entries
 * are put again whole, so running it twice changes nothing.
 */
export const searchPartsMigration: Migration = {
  name: '2026-12-09-contact-search-parts',
  description: "Index the parts of every contact's name and its phone's last digits for search",
  run: indexAll,
};

/**
 * Contacts saved before search found parts of their company's and email's words get those
 * tokens, and their words the index's new text. Their tokens only grow (the name's parts come
 * first, as before), so no item is left that a later change would not remove.
 */
export const searchOtherPartsMigration: Migration = {
  name: '2026-12-11-contact-search-company-email-parts',
  description: "Index the parts of every contact's company and email words for search",
  run: indexAll,
};
