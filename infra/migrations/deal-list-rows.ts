import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { fromDealItem } from '@salesflow/functions/modules/deals/deal.entity';
import { dealListRows } from '@salesflow/functions/modules/deals/deal-list.entity';
import { countWrites, type Migration, type MigrationContext } from './migration-runner';

/**
 * One deal saved before the deals' list index (deal-list.entity.ts): its rows, in a transaction
 * with a check that the deal is still as scanned (`updatedAt`), so a row from a stale scan never
 * lands after the projector's newer one; a deal changed since is indexed by the projector. Putting
 * the same rows again changes nothing. Answers whether it wrote.
 */
const index = async ({ doc, table }: MigrationContext, item: Record<string, unknown>) => {
  try {
    await doc.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: table,
              Key: { pk: item.pk, sk: item.sk },
              ConditionExpression: 'updatedAt = :updatedAt',
              ExpressionAttributeValues: { ':updatedAt': item.updatedAt },
            },
          },
          ...dealListRows(fromDealItem(item)).map((Item) => ({ Put: { TableName: table, Item } })),
        ],
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') return false;
    throw error;
  }
};

/** Deal lists that sort and filter read the rows. Safe to run again. */
export const dealListRowsMigration: Migration = {
  name: '2026-12-10-deal-list-rows',
  description: 'Index every deal for deal lists that sort and filter',
  run: (context) => countWrites(context, ['deal'], index, 8),
};

/** Deal rows carry the deal's custom values now (`cf.<key>` filters): put again. Safe to rerun. */
export const dealListCustomValuesMigration: Migration = {
  name: '2026-12-13-deal-list-custom-values',
  description: "Put every deal's list rows again, with its custom values for filters",
  run: (context) => countWrites(context, ['deal'], index, 8),
};
