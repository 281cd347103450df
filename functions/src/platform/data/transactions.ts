import { db } from './dynamo-client';
import {
  type CancellationReason,
  TransactionCanceledException,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from './dynamo-commands';

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

/**
 * Runs a write transaction. Conflicts with a concurrent transaction on the same item are retried
 * by the client (retry.ts), as throttling is; failed conditions become `TransactionConditionFailed`.
 */
export const transactWrite = async (items: TransactItems): Promise<void> => {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const failed = conditionFailures(error.CancellationReasons);
    if (failed.length > 0) throw new TransactionConditionFailed(failed);
    throw error;
  }
};
