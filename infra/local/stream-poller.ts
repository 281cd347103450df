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
  /** Records read from the stream (every item type, before the filter) and the time reading. */
  read: number;
  readMs: number;
  /** Time spent in its handler (retries and bisected halves included). */
  handleMs: number;
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

/**
 * One shard of the stream as the poller reads it: ONCE for every projector (each record is read
 * from DynamoDB Local once, however many projectors follow it), the records read kept until
 * every projector following the shard has gone past them. Each projector keeps its own place
 * (`cursors`, an index counted from the shard's first record read) and its own checkpoint, so a
 * slow or failing projector holds the others back only once the records between them fill
 * FEED_LIMIT.
 */
interface ShardFeed {
  streamArn: string;
  shard: StreamShard;
  /** Where the next read starts; undefined: get one after `lastSeq` (or `startSeq`). */
  iterator?: string;
  /** Read from just after this sequence number at first (the earliest projector's checkpoint). */
  startSeq?: string;
  /** The last record read. */
  lastSeq?: string;
  records: StreamsApiRecord[];
  /** The index of `records[0]` among the records read from the shard. */
  base: number;
  /** Each projector's place (name to index); a projector that finished the shard has none. */
  cursors: Map<string, number>;
  /** The last read answered a full page: more is waiting in the shard. */
  backlog: boolean;
  /** Closed and read to its end: nothing more will come. */
  closed: boolean;
  reading?: { startedAt: number; done: Promise<void> };
}

interface LoopState {
  definition: ProjectorDefinition;
  stats: ProjectorStats;
  /** performance.now() at the start of its last round that found nothing new. */
  idleRoundAt: number;
  discoverNow: boolean;
  /** The shards it knows of (their feeds are shared). */
  shards: Set<string>;
}

/** As Lambda's event source filter: the item's type, after the change or before it. */
const follows = (definition: ProjectorDefinition, record: StreamsApiRecord) => {
  const types = [record.dynamodb.NewImage?.type?.S, record.dynamodb.OldImage?.type?.S];
  return types.some((type) => type !== undefined && definition.itemTypes.includes(type));
};

const seqOf = (record: StreamsApiRecord) => record.dynamodb.SequenceNumber;

/** Sequence numbers are decimal strings of any length: compared as numbers. */
const seqAfter = (seq: string, than: string | undefined) =>
  than === undefined || seq.length > than.length || (seq.length === than.length && seq > than);

/** Records one GetRecords call answers at most (the Streams API's limit). */
const READ_LIMIT = 1_000;
/**
 * Records one round reads from a shard at most, in calls of READ_LIMIT: while the stream holds a
 * backlog (each call answers a full page) the round reads on until the projector has a full
 * batch of the records it follows, as Lambda gathers a batch from a busy shard; at the stream's
 * tip a call answers less and the round goes at once (no lag added).
 */
const ROUND_LIMIT = 10_000;
/** Records kept read ahead of the slowest projector of a shard at most. */
const FEED_LIMIT = 20_000;
/** A projector's round that waits for a slower one (not an idle round: there is more to read). */
const BLOCKED = -1;

/**
 * Like a Lambda event source mapping on the table's stream, for each declared projector: reads
 * every shard of DynamoDB Local's stream in order (a closed shard's children after it), hands the
 * records of the projector's item types to its handler as the same DynamoDBStreamEvent Lambda
 * sends, inside `routeGrants.run()` with its declared grants; honours `batchItemFailures` (from
 * the first failed record on), halves a batch whose handler throws (bisection), retries with
 * backoff `retryAttempts` times, then sends a description of what still fails to the dead-letter
 * queue, as Lambda's on-failure destination does, and moves on. It checkpoints each projector's
 * place in each shard after every round. One loop per projector, its shards one after another;
 * each shard read once for all of them (ShardFeed).
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
    stats: { records: 0, batches: 0, retries: 0, deadLettered: 0, read: 0, readMs: 0, handleMs: 0 },
    idleRoundAt: Number.NEGATIVE_INFINITY,
    discoverNow: true,
    shards: new Set(),
  }));
  const feeds = new Map<string, ShardFeed>();

  let waiters: { at: number; done: () => void }[] = [];
  const notifySettled = () => {
    const settledAt = Math.min(...loops.map((loop) => loop.idleRoundAt));
    const ready = waiters.filter((waiter) => waiter.at <= settledAt);
    waiters = waiters.filter((waiter) => waiter.at > settledAt);
    for (const waiter of ready) waiter.done();
  };

  const ended = (loop: LoopState, shardId: string) =>
    options.checkpoints.get(loop.definition.name, shardId)?.ended === true;

  /** A shard's feed, read from the earliest checkpoint of the projectors not done with it. */
  const feedOf = (streamArn: string, shard: StreamShard): ShardFeed => {
    const known = feeds.get(shard.ShardId);
    if (known) return known;
    const following = loops.filter((loop) => !ended(loop, shard.ShardId));
    const places = following.map(
      (loop) => options.checkpoints.get(loop.definition.name, shard.ShardId)?.seq,
    );
    const startSeq = places.some((seq) => seq === undefined)
      ? undefined
      : places.reduce<string | undefined>(
          (earliest, seq) => (seq !== undefined && !seqAfter(seq, earliest) ? seq : earliest),
          undefined,
        );
    const feed: ShardFeed = {
      streamArn,
      shard,
      startSeq,
      records: [],
      base: 0,
      cursors: new Map(following.map((loop) => [loop.definition.name, 0])),
      backlog: false,
      closed: false,
    };
    feeds.set(shard.ShardId, feed);
    return feed;
  };

  const discover = async (loop: LoopState) => {
    for (const streamArn of await api.listStreams(options.tableName)) {
      for (const shard of await api.describeStream(streamArn)) {
        feedOf(streamArn, shard);
        loop.shards.add(shard.ShardId);
      }
    }
  };

  /** Open shards, and closed ones not read to their end, once their parent is (if still kept). */
  const readyShards = (loop: LoopState) =>
    [...loop.shards].flatMap((shardId) => {
      const feed = feeds.get(shardId);
      if (!feed || ended(loop, shardId)) return [];
      const parent = feed.shard.ParentShardId;
      return !parent || !loop.shards.has(parent) || ended(loop, parent) ? [feed] : [];
    });

  /** Drops the records every projector following the shard has gone past. */
  const trim = (feed: ShardFeed) => {
    const slowest = Math.min(...feed.cursors.values());
    const drop = Number.isFinite(slowest) ? slowest - feed.base : feed.records.length;
    if (drop <= 0) return;
    feed.records.splice(0, drop);
    feed.base += drop;
  };

  const feedEnd = (feed: ShardFeed) => feed.base + feed.records.length;

  /** One GetRecords call on the shard (its iterator got again when it has none, or went stale). */
  const readOnce = async (feed: ShardFeed, loop: LoopState, again = true): Promise<void> => {
    const shardId = feed.shard.ShardId;
    if (!feed.iterator) {
      const after = feed.lastSeq ?? feed.startSeq;
      try {
        feed.iterator = await api.shardIterator(feed.streamArn, shardId, after);
      } catch (error) {
        if (!after || !isTrimmed(error)) throw error;
        // Stopped for longer than the stream keeps records: what changed meanwhile is lost.
        log(
          `[streams] records after ${after} in ${shardId} are no longer kept; going on from the oldest kept`,
        );
        feed.iterator = await api.shardIterator(feed.streamArn, shardId);
      }
      if (!feed.iterator) {
        feed.closed = true;
        return;
      }
    }
    const readStart = performance.now();
    try {
      const out = await api.getRecords(feed.iterator, READ_LIMIT);
      // Past the place an earlier read reached (a read again after a stale iterator).
      const fresh = out.records.filter((record) => seqAfter(seqOf(record), feed.lastSeq));
      feed.records.push(...fresh);
      feed.lastSeq = fresh.length
        ? seqOf(fresh[fresh.length - 1] as StreamsApiRecord)
        : feed.lastSeq;
      feed.iterator = out.next;
      feed.backlog = out.records.length === READ_LIMIT;
      if (!out.next) feed.closed = true;
      loop.stats.read += fresh.length;
    } catch (error) {
      if (!isStaleIterator(error)) throw error;
      // Expired or trimmed under it: read again with another, after the last record read.
      feed.iterator = undefined;
      loop.stats.readMs += performance.now() - readStart;
      if (again) return readOnce(feed, loop, false);
      return;
    }
    loop.stats.readMs += performance.now() - readStart;
  };

  /**
   * Reads more of the shard unless a read begun at `since` or later is already under way (or
   * has just brought records): each projector's "nothing new" is then as fresh as its own read.
   */
  const readMore = async (feed: ShardFeed, loop: LoopState, since: number): Promise<void> => {
    for (;;) {
      if (feed.closed) return;
      if (feed.reading) {
        const { startedAt, done } = feed.reading;
        const end = feedEnd(feed);
        await done;
        if (feedEnd(feed) > end || startedAt >= since) return;
        continue;
      }
      const reading = { startedAt: performance.now(), done: readOnce(feed, loop) };
      feed.reading = reading;
      try {
        await reading.done;
      } finally {
        if (feed.reading === reading) feed.reading = undefined;
      }
      return;
    }
  };

  const deadLetter = async (
    loop: LoopState,
    feed: ShardFeed,
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
        shardId: feed.shard.ShardId,
        startSequenceNumber: first ? seqOf(first) : '',
        endSequenceNumber: last ? seqOf(last) : '',
        approximateArrivalOfFirstRecord: arrival(first),
        approximateArrivalOfLastRecord: arrival(last),
        batchSize: records.length,
        streamArn: feed.streamArn,
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
    feed: ShardFeed,
    records: StreamsApiRecord[],
    attempt: number,
  ): Promise<void> => {
    if (!running) throw new Stopping();
    const event: DynamoDBStreamEvent = {
      Records: records.map(
        (record) => ({ ...record, eventSourceARN: feed.streamArn }) as DynamoDBRecord,
      ),
    };
    let failedFrom = 0;
    const handleStart = performance.now();
    try {
      const result = await routeGrants
        .run(backgroundGrants(loop.definition), () =>
          handler(
            event,
            lambdaContext(loop.definition.name, loop.definition.timeoutSeconds * 1000),
          ),
        )
        .finally(() => {
          loop.stats.handleMs += performance.now() - handleStart;
        });
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
        await deliver(loop, handler, feed, records.slice(0, half), attempt);
        await deliver(loop, handler, feed, records.slice(half), attempt);
        return;
      }
    }
    const rest = records.slice(failedFrom);
    if (attempt >= loop.definition.retryAttempts) {
      await deadLetter(loop, feed, rest, attempt + 1);
      return;
    }
    loop.stats.retries += 1;
    await nap(retryDelay(attempt));
    return deliver(loop, handler, feed, rest, attempt + 1);
  };

  /**
   * One round of a projector on one shard: the records past its place (read now, or already read
   * for another projector), delivered in batches of its size and checkpointed. Answers how many
   * records it went past, or BLOCKED when it must wait for a slower projector of the shard.
   */
  const pollShard = async (
    loop: LoopState,
    handler: StreamHandler,
    feed: ShardFeed,
  ): Promise<number> => {
    const { definition } = loop;
    const name = definition.name;
    const shardId = feed.shard.ShardId;
    const checkpoint = options.checkpoints.get(name, shardId);
    let place = feed.cursors.get(name) ?? feed.base;
    const taken: StreamsApiRecord[] = [];
    let wantedCount = 0;
    let blocked = false;
    const windowEnds = Date.now() + definition.batchingWindowSeconds * 1000;
    while (running) {
      const from = place - feed.base;
      const more = feed.records.slice(from, from + ROUND_LIMIT - taken.length);
      taken.push(...more);
      place += more.length;
      wantedCount += more.filter((record) => follows(definition, record)).length;
      if (wantedCount >= definition.batchSize || taken.length >= ROUND_LIMIT) break;
      if (place < feedEnd(feed)) continue;
      if (feed.closed) break;
      // At the stream's tip with something in hand: it goes (as Lambda's batch does when the
      // shard has no more), unless a batching window asks to gather.
      if (taken.length && !feed.backlog && Date.now() >= windowEnds) break;
      if (feedEnd(feed) - feed.base >= FEED_LIMIT) {
        blocked = taken.length === 0;
        break;
      }
      const end = feedEnd(feed);
      await readMore(feed, loop, performance.now());
      if (feedEnd(feed) > end) continue;
      if (Date.now() >= windowEnds) break;
      await nap(Math.min(100, windowEnds - Date.now()));
    }
    // Records at or before its checkpoint were read for a projector further behind.
    const fresh = taken.filter((record) => seqAfter(seqOf(record), checkpoint?.seq));
    const last = fresh[fresh.length - 1];
    if (last) {
      const wanted = fresh.filter((record) => follows(definition, record));
      // In batches of the projector's size, in order; the checkpoint moves once all are applied
      // (a stop between them replays the first ones, which their guards pass over).
      for (let at = 0; at < wanted.length; at += definition.batchSize) {
        await deliver(loop, handler, feed, wanted.slice(at, at + definition.batchSize), 0);
      }
      options.checkpoints.set(name, shardId, { seq: seqOf(last) });
    }
    feed.cursors.set(name, place);
    trim(feed);
    if (blocked) return BLOCKED;
    if (!taken.length && feed.closed && place >= feedEnd(feed)) {
      // Closed, and read to its end: its children come next.
      options.checkpoints.set(name, shardId, {
        ...options.checkpoints.get(name, shardId),
        ended: true,
      });
      feed.cursors.delete(name);
      trim(feed);
      loop.discoverNow = true;
      return 1;
    }
    return taken.length;
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
        for (const feed of readyShards(loop)) {
          if (!running) break;
          const went = await pollShard(loop, handler, feed);
          if (went === BLOCKED) await nap(20);
          read += went === BLOCKED ? 1 : went;
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
        for (const shardId of loop.shards) {
          const feed = feeds.get(shardId);
          if (feed && !feed.reading) feed.iterator = undefined;
        }
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
