import { handler } from '@salesflow/functions/counters.projector';
import {
  applyKeyFold,
  type CounterAdd,
  foldByKey,
} from '@salesflow/functions/platform/projections/counter-fold';
import {
  type StreamChange,
  toStreamChange,
} from '@salesflow/functions/platform/projections/stream-change';
import type { DynamoDBRecord } from 'aws-lambda';
import { expect, it } from 'vitest';
import { tapDynamo } from './dynamo-tap';

/** A batch of stream records made by a test, and what its counters must show once applied. */
export interface ProjectorBatch {
  records: DynamoDBRecord[];
}

export interface RedeliveryCases<B extends ProjectorBatch> {
  /** A fresh batch (its own organization), several changes of several keys. */
  batchOfChanges: () => B;
  /** The counter adds the counters projector folds from the batch's changes. */
  addsOf: (changes: StreamChange[]) => CounterAdd[];
  /** Fails unless the stored figures equal a recount of the batch's end state. */
  expectRecount: (batch: B) => Promise<void>;
  /** The stored figures, compared before and after a batch comes again (when given). */
  stored?: (batch: B) => Promise<unknown>;
}

const deliver = (records: DynamoDBRecord[]) => handler({ Records: records });

/**
 * The at-least-once cases every counter projection must pass (projector.ts explains the guards):
 * a batch delivered twice, a projector killed mid-batch and given the batch again, a batch
 * bisected, a retry reaching past the first delivery's end, and a replay from older records.
 * Each ends in a recount of what the records leave.
 */
export const itSurvivesRedelivery = <B extends ProjectorBatch>(cases: RedeliveryCases<B>) => {
  const { batchOfChanges, addsOf, expectRecount, stored } = cases;

  // Each case as in AWS (a guarded update a key) and as the local stack on disk sends them (the
  // keys' first tries together in transactions, those a cancelled one held one by one).
  for (const mode of ['batches', 'transactions'] as const) {
    const inMode = (test: () => Promise<void>) => async () => {
      const before = process.env.DYNAMODB_BULK_WRITES;
      process.env.DYNAMODB_BULK_WRITES = mode;
      try {
        await test();
      } finally {
        if (before === undefined) delete process.env.DYNAMODB_BULK_WRITES;
        else process.env.DYNAMODB_BULK_WRITES = before;
      }
    };

    it(
      `changes no counter when a batch is delivered twice (${mode})`,
      inMode(async () => {
        const batch = batchOfChanges();
        const calls = tapDynamo();
        try {
          await deliver(batch.records);
        } finally {
          calls.stop();
        }
        const sent = (operation: string) =>
          calls.calls.filter((call) => call.operation === operation).length;
        const keys = foldByKey(addsOf(batch.records.map(toStreamChange))).length;
        if (mode === 'transactions') {
          // The first delivery's keys went together, none on its own.
          expect(sent('TransactWriteItems')).toBeGreaterThan(0);
          expect(sent('UpdateItem')).toBeLessThan(keys);
        } else expect(sent('UpdateItem')).toBeGreaterThanOrEqual(keys);
        const once = await stored?.(batch);
        expect(await deliver(batch.records)).toEqual({ batchItemFailures: [] });
        if (stored) expect(await stored(batch)).toEqual(once);
        await expectRecount(batch);
      }),
    );

    it(
      `counts once when a projector killed mid-batch gets the batch again (${mode})`,
      inMode(async () => {
        const batch = batchOfChanges();
        // What a killed invocation leaves: half the keys' guarded updates made, the rest never.
        const folds = foldByKey(addsOf(batch.records.map(toStreamChange)));
        expect(folds.length).toBeGreaterThan(4);
        for (const fold of folds.slice(0, Math.ceil(folds.length / 2))) await applyKeyFold(fold);
        expect(await deliver(batch.records)).toEqual({ batchItemFailures: [] });
        await expectRecount(batch);
      }),
    );

    it(
      `converges when a batch is bisected, resumed past its end, or replayed from older records (${mode})`,
      inMode(async () => {
        const batch = batchOfChanges();
        const half = Math.ceil(batch.records.length / 2);
        // Bisection: the first half applied alone, then the second.
        await deliver(batch.records.slice(0, half));
        await deliver(batch.records.slice(half));
        await expectRecount(batch);
        // A retry from a failed record that reaches past the first delivery's end: some keys see
        // records applied already and records not yet, in one batch.
        const again = batchOfChanges();
        const count = again.records.length;
        await deliver(again.records.slice(0, Math.ceil(count * 0.75)));
        await deliver(again.records.slice(Math.floor(count * 0.4)));
        await expectRecount(again);
        // A replay from an older checkpoint changes nothing.
        await deliver(again.records.slice(2));
        await expectRecount(again);
      }),
    );
  }
};
