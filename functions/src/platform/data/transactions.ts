import { type CancellationReason, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './dynamo-client';

export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/** Why a transaction was cancelled: the index of each item whose condition failed. */
export class TransactionConditionFailed extends Error {
  constructor(readonly failedIndexes: number[]) {
    super(`Transaction condition failed at ${failedIndexes.join(', ')}`);
  }
}

const conditionFailures = (reasons: CancellationReason[] | undefined): number[] =>
  (reasons ?? []).flatMap((reason, index) =>
    reason.Code === 'ConditionalCheckFailed' ? [index] : [],
  );

const isConflictOnly = (reasons: CancellationReason[] | undefined): boolean =>
  (reasons ?? []).some((r) => r.Code === 'TransactionConflict') &&
  conditionFailures(reasons).length === 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a write transaction. Conflicts with a concurrent transaction on the same item (counters
 * are shared) are retried with jitter; failed conditions become `TransactionConditionFailed`.
 */
export const transactWrite = async (items: TransactItems, attempts = 6): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      if (isConflictOnly(error.CancellationReasons) && attempt < attempts) {
        await sleep(Math.random() * 20 * 2 ** attempt);
        continue;
      }
      const failed = conditionFailures(error.CancellationReasons);
      if (failed.length > 0) throw new TransactionConditionFailed(failed);
      throw error;
    }
  }
};
