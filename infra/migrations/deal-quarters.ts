import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dealCounterKey, fromDealItem } from '@salesflow/functions/modules/deals/deal.entity';
import { dealCounterDeltas } from '@salesflow/functions/modules/deals/deal-counters';
import { figuresOf } from '@salesflow/functions/modules/deals/deal-counters.projection';
import { type Migration, scanByType } from './migration-runner';

/**
 * "Projected This Quarter" reads a counter per quarter of expected close dates. Deals saved before
 * it existed are counted afresh: each organization's quarter items are set to the recount of its
 * open deals (set, not added, so running it again changes nothing).
 */
export const dealQuartersMigration: Migration = {
  name: '2026-11-23-deal-quarter-counters',
  description: 'Count open deals by the quarter of their expected close date',
  run: async (context) => {
    const totals = new Map<string, Record<string, number>>();
    let deals = 0;
    for await (const page of scanByType(context, ['deal'])) {
      for (const item of page) {
        const deal = fromDealItem(item);
        deals += 1;
        for (const [sk, deltas] of dealCounterDeltas('', null, figuresOf(deal))) {
          if (!sk.startsWith('DEALQUARTER#')) continue;
          const key = `${deal.organizationId}|${sk}`;
          const current = totals.get(key) ?? {};
          for (const [field, value] of Object.entries(deltas)) {
            current[field] = (current[field] ?? 0) + value;
          }
          totals.set(key, current);
        }
      }
    }
    for (const [key, fields] of totals) {
      const [organizationId = '', sk = ''] = key.split('|');
      await context.doc.send(
        new PutCommand({
          TableName: context.table,
          Item: { ...dealCounterKey(organizationId, sk), ...fields },
        }),
      );
    }
    return deals;
  },
};
