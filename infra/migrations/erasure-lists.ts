import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  SENT_EMAILS_INDEX,
  sentEmailsPartition,
} from '@salesflow/functions/modules/emails/emails.repository';
import {
  ORGANIZATION_IMPORTS_INDEX,
  organizationImportsPartition,
} from '@salesflow/functions/modules/imports/import-job.entity';
import {
  WHATSAPP_ITEMS_INDEX,
  whatsAppItemsPartition,
} from '@salesflow/functions/modules/whatsapp/whatsapp-message.entity';
import type { IndexDefinition } from '@salesflow/functions/platform/data/table-definition';
import { type Migration, type MigrationContext, scanPages } from './migration-runner';

/**
 * The organization-scoped lists an erasure reads (modules' `*.erasure.ts`) for items whose keys
 * no other record of the organization leads to: WhatsApp messages and windows (gsi1
 * `ORG#<org>#WHATSAPP`), import jobs (gsi2 `ORG#<org>#IMPORTS`) and sent-email pointers (gsi1
 * `ORG#<org>#SENTMAIL`). Items written before get their entry. Safe to run again: an entry there
 * already is left.
 */
const entryOf = (
  item: Record<string, unknown>,
): { index: IndexDefinition; pk: string; sk: string } | null => {
  const organizationId = item.organizationId;
  if (typeof organizationId !== 'string') return null;
  const pk = String(item.pk);
  if (item.type === 'whatsappMessage' || pk.includes('#WAWINDOW#'))
    return { index: WHATSAPP_ITEMS_INDEX, pk: whatsAppItemsPartition(organizationId), sk: pk };
  if (item.type === 'importJob')
    return {
      index: ORGANIZATION_IMPORTS_INDEX,
      pk: organizationImportsPartition(organizationId),
      sk: String(item.id),
    };
  if (item.type === 'sentEmail')
    return {
      index: SENT_EMAILS_INDEX,
      pk: sentEmailsPartition(organizationId),
      sk: pk.slice('SESMSG#'.length),
    };
  return null;
};

const list = async ({ doc, table }: MigrationContext, item: Record<string, unknown>) => {
  const entry = entryOf(item);
  if (!entry || item[entry.index.partitionKey] !== undefined) return false;
  try {
    await doc.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET #ipk = :ipk, #isk = :isk',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#ipk)',
        ExpressionAttributeNames: {
          '#ipk': entry.index.partitionKey,
          '#isk': entry.index.sortKey,
        },
        ExpressionAttributeValues: { ':ipk': entry.pk, ':isk': entry.sk },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
};

export const erasureListsMigration: Migration = {
  name: '2026-11-27-erasure-lists',
  description: 'List WhatsApp messages and windows, import jobs and sent emails per organization',
  run: async (context) => {
    let listed = 0;
    const pages = scanPages(context, {
      filter: {
        expression: '#type IN (:message, :job, :sent) OR contains(pk, :window)',
        names: { '#type': 'type' },
        values: {
          ':message': 'whatsappMessage',
          ':job': 'importJob',
          ':sent': 'sentEmail',
          ':window': '#WAWINDOW#',
        },
      },
    });
    for await (const items of pages)
      for (const item of items) if (await list(context, item)) listed += 1;
    return listed;
  },
};
