import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';

/**
 * A projector for the stream poller's tests: it records every record it is handed (its item's
 * `pk` and its sequence number), fails a batch holding a `poison` item, and, while `hold` is set,
 * hangs on a batch until the test lets it go (a projector killed mid-batch).
 */
export interface StreamRecorder {
  seen: { pk: string; seq: string }[];
  batches: number;
  hold?: { reached: () => void; released: Promise<void> };
}

const state = (): StreamRecorder => {
  const global = globalThis as { streamRecorder?: StreamRecorder };
  global.streamRecorder ??= { seen: [], batches: 0 };
  return global.streamRecorder;
};

export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const recorder = state();
  const hold = recorder.hold;
  if (hold) {
    recorder.hold = undefined;
    hold.reached();
    await hold.released;
  }
  const keys = event.Records.map((record) => ({
    pk: String(record.dynamodb?.NewImage?.pk?.S ?? record.dynamodb?.OldImage?.pk?.S),
    seq: String(record.dynamodb?.SequenceNumber),
  }));
  if (keys.some((key) => key.pk.startsWith('poison'))) throw new Error('a poison record');
  recorder.batches += 1;
  recorder.seen.push(...keys);
  return { batchItemFailures: [] };
};
