import { performance } from 'node:perf_hooks';
import {
  type LagSummary,
  projectionLagSummary,
} from '@salesflow/functions/platform/projections/projection-lag';
import type { ProjectorDefinition } from '@salesflow/functions/platform/projectors';
import { backgroundGrants, routeGrants } from '@salesflow/functions/platform/route-grants';
import type {
  Context,
  DynamoDBBatchResponse,
  DynamoDBRecord,
  DynamoDBStreamEvent,
} from 'aws-lambda';
import {
  isStaleIterator,
  isTrimmed,
  type StreamShard,
  type StreamsApiRecord,
  streamsApi,
} from './dynamodb-streams';
import { FUNCTIONS_SRC, loadHandler } from './handler-modules';
import { lambdaContext } from './lambda-event';
import type { CheckpointStore } from './stream-checkpoints';

type StreamHandler = (
  event: DynamoDBStreamEvent,
  context: Context,
) => Promise<DynamoDBBatchResponse | undefined>;

export interface StreamPollerOptions {
  /** DynamoDB Local, which answers the Streams API on the same address. */
  endpoint: string;
  tableName: string;
  projectors: readonly ProjectorDefinition[];
  checkpoints: CheckpointStore;
  /** Keeps the description of records a projector gave up on (its `<name>-dlq` queue). */
  deadLetter: (projector: ProjectorDefinition, body: string) => Promise<void>;
  /** Where handler modules live; functions/src by default (tests point at fixtures). */
  sourceDir?: string;
  /**
   * The pause after a round that found nothing, doubling from `min` to `max` while the stream
   * stays quiet (an idle stack asks each shard 4 times a second, so a write is projected within
   * about 250 ms plus its batch even after a quiet spell); any record resets it.
   */
  idleMs?: { min: number; max: number };
  /** The pause before the `attempt`-th retry of a failing batch. */
  retryDelayMs?: (attempt: number) => number;
  /** How often the shards are listed again when none closed meanwhile. */
  discoverEveryMs?: number;
  /** Each projector's lag as a log line this often, when it measured something new. */
  logLagEveryMs?: number;
  log?: (line: string) => void;
}

export interface ProjectorStats {
  /** Records handed to its handler (after the item-type filter), each once however often tried. */
  records: number;
  batches: number;
  retries: number;
  /** Records given up to the dead-letter queue. */
  deadLettered: number;
  /** The first and last sequence numbers it was handed since the poller started. */
  firstSeq?: string;
  lastSeq?: string;
}

export interface StreamPoller {
  /** Finishes the batch in hand (and checkpoints it), then stops every projector. */
  stop: () => Promise<void>;
  /**
   * Resolves once every projector has handled every record written before the call (its rounds
   * begun after it found nothing new in any shard); rejects after `timeoutMs`.
   */
  settle: (timeoutMs?: number) => Promise<void>;
  stats: () => Record<string, ProjectorStats>;
  /** Each projector's lag from write to projection (platform/projections/projection-lag.ts). */
  lag: () => Record<string, LagSummary>;
  /**
   * Holds every projector after the batch in hand until `resume()` (a benchmark measures the
   * request path alone, then how long the projections take to catch up). Nothing is skipped:
   * the records wait in the stream.
   */
  pause: () => void;
  resume: () => void;
}

/** Thrown out of a retry wait when the poller stops: the batch is left for the next start. */
class Stopping extends Error {}

interface ShardState {
  streamArn: string;
  shard: StreamShard;
  iterator?: string;
}

interface LoopState {
  definition: ProjectorDefinition;
  stats: ProjectorStats;
  /** performance.now() at the start of its last round that found nothing new. */
  idleRoundAt: number;
  discoverNow: boolean;
  shards: Map<string, ShardState>;
}

/** As Lambda's event source filter: the item's type, after the change or before it. */
const follows = (definition: ProjectorDefinition, record: StreamsApiRecord) => {
  const types = [record.dynamodb.NewImage?.type?.S, record.dynamodb.OldImage?.type?.S];
  return types.some((type) => type !== undefined && definition.itemTypes.includes(type));
};

const seqOf = (record: StreamsApiRecord) => record.dynamodb.SequenceNumber;

/** Records one GetRecords call answers at most (the Streams API's limit). */
const READ_LIMIT = 1_000;

/**
 * Like a Lambda event source mapping on the table's stream, for each declared projector: reads
 * every shard of DynamoDB Local's stream in order (a closed shard's children after it), hands the
 * records of the projector's item types to its handler as the same DynamoDBStreamEvent Lambda
 * sends, inside `routeGrants.run()` with its declared grants; honours `batchItemFailures` (from
 * the first failed record on), halves a batch whose handler throws (bisection), retries with
 * backoff `retryAttempts` times, then sends a description of what still fails to the dead-letter
 * queue, as Lambda's on-failure destination does, and moves on. It checkpoints each projector's
 * place in each shard after every batch. One loop per projector, its shards one after another.
 */
export const startStreamPoller = (options: StreamPollerOptions): StreamPoller => {
  const api = streamsApi(options.endpoint);
  const idle = options.idleMs ?? { min: 20, max: 250 };
  const retryDelay =
    options.retryDelayMs ?? ((attempt: number) => Math.min(2_000, 100 * 2 ** attempt));
  const discoverEvery = options.discoverEveryMs ?? 30_000;
  const log = options.log ?? ((line: string) => console.warn(line));
  let running = true;
  let paused = false;

  let sleepers: (() => void)[] = [];
  const nap = (ms: number) =>
    new Promise<void>((done) => {
      const finish = () => {
        clearTimeout(timer);
        sleepers = sleepers.filter((sleeper) => sleeper !== finish);
        done();
      };
      const timer = setTimeout(finish, ms);
      sleepers.push(finish);
    });
  const wakeAll = () => {
    for (const sleeper of [...sleepers]) sleeper();
  };

  const loops: LoopState[] = options.projectors.map((definition) => ({
    definition,
    stats: { records: 0, batches: 0, retries: 0, deadLettered: 0 },
    idleRoundAt: Number.NEGATIVE_INFINITY,
    discoverNow: true,
    shards: new Map(),
  }));

  let waiters: { at: number; done: () => void }[] = [];
  const notifySettled = () => {
    const settledAt = Math.min(...loops.map((loop) => loop.idleRoundAt));
    const ready = waiters.filter((waiter) => waiter.at <= settledAt);
    waiters = waiters.filter((waiter) => waiter.at > settledAt);
    for (const waiter of ready) waiter.done();
  };

  const discover = async (loop: LoopState) => {
    for (const streamArn of await api.listStreams(options.tableName)) {
      for (const shard of await api.describeStream(streamArn)) {
        if (!loop.shards.has(shard.ShardId)) loop.shards.set(shard.ShardId, { streamArn, shard });
      }
    }
  };

  const ended = (loop: LoopState, shardId: string) =>
    options.checkpoints.get(loop.definition.name, shardId)?.ended === true;

  /** Open shards, and closed ones not read to their end, once their parent is (if still kept). */
  const readyShards = (loop: LoopState) =>
    [...loop.shards.values()].filter((state) => {
      if (ended(loop, state.shard.ShardId)) return false;
      const parent = state.shard.ParentShardId;
      return !parent || !loop.shards.has(parent) || ended(loop, parent);
    });

  const deadLetter = async (
    loop: LoopState,
    state: ShardState,
    records: readonly StreamsApiRecord[],
    attempts: number,
  ) => {
    const first = records[0];
    const last = records[records.length - 1];
    const arrival = (record: StreamsApiRecord | undefined) =>
      new Date((record?.dynamodb.ApproximateCreationDateTime ?? 0) * 1000).toISOString();
    // The shape of Lambda's on-failure record for a stream event source.
    const body = {
      requestContext: {
        requestId: crypto.randomUUID(),
        functionArn: `arn:aws:lambda:local:000000000000:function:${loop.definition.name}`,
        condition: 'RetryAttemptsExhausted',
        approximateInvokeCount: attempts,
      },
      responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
      version: '1.0',
      timestamp: new Date().toISOString(),
      DDBStreamBatchInfo: {
        shardId: state.shard.ShardId,
        startSequenceNumber: first ? seqOf(first) : '',
        endSequenceNumber: last ? seqOf(last) : '',
        approximateArrivalOfFirstRecord: arrival(first),
        approximateArrivalOfLastRecord: arrival(last),
        batchSize: records.length,
        streamArn: state.streamArn,
      },
    };
    await options.deadLetter(loop.definition, JSON.stringify(body));
    loop.stats.deadLettered += records.length;
    log(
      `[streams] ${loop.definition.name}: gave up on ${records.length} records (${body.DDBStreamBatchInfo.startSequenceNumber}..${body.DDBStreamBatchInfo.endSequenceNumber}) after ${attempts} attempts; described in ${loop.definition.name}-dlq`,
    );
  };

  const counted = (loop: LoopState, records: readonly StreamsApiRecord[]) => {
    const first = records[0];
    const last = records[records.length - 1];
    if (!first || !last) return;
    loop.stats.records += records.length;
    loop.stats.firstSeq ??= seqOf(first);
    loop.stats.lastSeq = seqOf(last);
  };

  /** Hands `records` to the handler until each is applied or given up; `attempt` counts retries. */
  const deliver = async (
    loop: LoopState,
    handler: StreamHandler,
    state: ShardState,
    records: StreamsApiRecord[],
    attempt: number,
  ): Promise<void> => {
    if (!running) throw new Stopping();
    const event: DynamoDBStreamEvent = {
      Records: records.map(
        (record) => ({ ...record, eventSourceARN: state.streamArn }) as DynamoDBRecord,
      ),
    };
    let failedFrom = 0;
    try {
      const result = await routeGrants.run(backgroundGrants(loop.definition), () =>
        handler(event, lambdaContext(loop.definition.name, loop.definition.timeoutSeconds * 1000)),
      );
      const ids = (result?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier);
      loop.stats.batches += 1;
      if (!ids.length) {
        counted(loop, records);
        return;
      }
      // As Lambda: from the earliest record reported on; one it does not know fails the batch.
      const places = ids.map((id) => records.findIndex((record) => seqOf(record) === id));
      failedFrom = places.some((place) => place < 0) ? 0 : Math.min(...places);
      counted(loop, records.slice(0, failedFrom));
    } catch (error) {
      // A batch cut short by a stop is the next start's, never a dead letter.
      if (error instanceof Stopping || !running) throw new Stopping();
      log(`[streams] ${loop.definition.name}: a batch of ${records.length} failed: ${error}`);
      if (records.length > 1) {
        const half = Math.ceil(records.length / 2);
        await deliver(loop, handler, state, records.slice(0, half), attempt);
        await deliver(loop, handler, state, records.slice(half), attempt);
        return;
      }
    }
    const rest = records.slice(failedFrom);
    if (attempt >= loop.definition.retryAttempts) {
      await deadLetter(loop, state, rest, attempt + 1);
      return;
    }
    loop.stats.retries += 1;
    await nap(retryDelay(attempt));
    return deliver(loop, handler, state, rest, attempt + 1);
  };

  /** One batch from one shard: read, delivered, checkpointed. Answers how many records it read. */
  const pollShard = async (
    loop: LoopState,
    handler: StreamHandler,
    state: ShardState,
  ): Promise<number> => {
    const { definition } = loop;
    const shardId = state.shard.ShardId;
    const checkpoint = options.checkpoints.get(definition.name, shardId);
    if (!state.iterator) {
      try {
        state.iterator = await api.shardIterator(state.streamArn, shardId, checkpoint?.seq);
      } catch (error) {
        if (!checkpoint?.seq || !isTrimmed(error)) throw error;
        // Stopped for longer than the stream keeps records: what changed meanwhile is lost.
        log(
          `[streams] ${definition.name}: records after ${checkpoint.seq} in ${shardId} are no longer kept; going on from the oldest kept`,
        );
        state.iterator = await api.shardIterator(state.streamArn, shardId);
      }
    }
    const records: StreamsApiRecord[] = [];
    let wantedCount = 0;
    const windowEnds = Date.now() + definition.batchingWindowSeconds * 1000;
    try {
      while (state.iterator) {
        // As many as the API gives (Lambda's event source filters before it batches; here the
        // filter runs after the read, so a read of batchSize records would hold few followed).
        const out = await api.getRecords(state.iterator, READ_LIMIT - records.length);
        records.push(...out.records);
        wantedCount += out.records.filter((record) => follows(definition, record)).length;
        state.iterator = out.next;
        if (
          wantedCount >= definition.batchSize ||
          records.length >= READ_LIMIT ||
          Date.now() >= windowEnds
        )
          break;
        if (!out.records.length) await nap(Math.min(100, windowEnds - Date.now()));
        if (!running) break;
      }
    } catch (error) {
      if (!isStaleIterator(error)) throw error;
      // Expired or trimmed under it: the next round starts again from the checkpoint.
      state.iterator = undefined;
      if (!records.length) return 1;
    }
    const last = records[records.length - 1];
    if (last) {
      const wanted = records.filter((record) => follows(definition, record));
      // In batches of the projector's size, in order; the checkpoint moves once all are applied
      // (a stop between them replays the first ones, which their guards pass over).
      for (let from = 0; from < wanted.length; from += definition.batchSize) {
        await deliver(loop, handler, state, wanted.slice(from, from + definition.batchSize), 0);
      }
      options.checkpoints.set(definition.name, shardId, { seq: seqOf(last) });
    }
    if (state.iterator === undefined && records.length === 0) {
      // Closed, and read to its end: its children come next.
      options.checkpoints.set(definition.name, shardId, { ...checkpoint, ended: true });
      loop.discoverNow = true;
      return 1;
    }
    return records.length;
  };

  const run = async (loop: LoopState) => {
    const { definition } = loop;
    const handler = await loadHandler<StreamHandler>(
      definition.handler,
      options.sourceDir ?? FUNCTIONS_SRC,
    );
    let pause = idle.min;
    let discoverAt = 0;
    while (running) {
      try {
        if (loop.discoverNow || Date.now() >= discoverAt) {
          loop.discoverNow = false;
          await discover(loop);
          discoverAt = Date.now() + discoverEvery;
        }
        if (paused) {
          await nap(20);
          continue;
        }
        const roundAt = performance.now();
        let read = 0;
        for (const state of readyShards(loop)) {
          if (!running) break;
          read += await pollShard(loop, handler, state);
        }
        if (!running) break;
        if (read > 0) {
          pause = idle.min;
          continue;
        }
        loop.idleRoundAt = roundAt;
        notifySettled();
        await nap(pause);
        pause = Math.min(pause * 2, idle.max);
      } catch (error) {
        if (error instanceof Stopping) break;
        log(`[streams] ${definition.name}: ${error}`);
        for (const state of loop.shards.values()) state.iterator = undefined;
        await nap(1_000);
      }
    }
  };

  const running$ = loops.map((loop) =>
    run(loop).catch((error) => log(`[streams] ${loop.definition.name} stopped: ${error}`)),
  );

  let lagTimer: NodeJS.Timeout | undefined;
  if (options.logLagEveryMs) {
    const logged = new Map<string, number>();
    lagTimer = setInterval(() => {
      for (const [name, summary] of Object.entries(projectionLagSummary())) {
        if (logged.get(name) === summary.count) continue;
        logged.set(name, summary.count);
        log(
          `[streams] ${name}: ${summary.count} records projected, lag p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms, max ${summary.maxMs} ms`,
        );
      }
    }, options.logLagEveryMs);
    lagTimer.unref();
  }

  return {
    stop: async () => {
      running = false;
      if (lagTimer) clearInterval(lagTimer);
      wakeAll();
      await Promise.all(running$);
    },
    settle: (timeoutMs = 30_000) =>
      new Promise<void>((resolve, reject) => {
        if (!loops.length) return resolve();
        const at = performance.now();
        const timer = setTimeout(() => {
          waiters = waiters.filter((waiter) => waiter !== entry);
          const behind = loops
            .filter((loop) => loop.idleRoundAt < at)
            .map((loop) => loop.definition.name);
          reject(new Error(`Projections not settled after ${timeoutMs} ms: ${behind.join(', ')}`));
        }, timeoutMs);
        const entry = {
          at,
          done: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        waiters.push(entry);
        for (const loop of loops) loop.discoverNow = true;
        wakeAll();
      }),
    stats: () => Object.fromEntries(loops.map((loop) => [loop.definition.name, { ...loop.stats }])),
    lag: () => projectionLagSummary(),
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      wakeAll();
    },
  };
};
