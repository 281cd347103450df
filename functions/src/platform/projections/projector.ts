import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { batchWriteItems, bulkWriteChunk, type WriteRequest } from '../data/batch';
import { MetricSet } from '../emf';
import { logger } from '../logger';
import { mapLimited } from '../map-limited';
import { reportProjected } from './projection-lag';
import { type StreamChange, toStreamChange } from './stream-change';

/**
 * A projection: data derived from the table's records, kept by a projector from the table's
 * stream (platform/projectors.ts declares which, the CDK stack and the local poller deliver).
 *
 * How a batch is applied
 * -----------------------
 * Records are grouped by the source item they change (a contact), oldest first. Each group
 * becomes the writes that take the derived items from what the group's first record found to
 * what its last one left (`writes`): whole items put and deleted, computed from the images alone,
 * each derived key written once however many records the batch holds for it. The writes of all
 * groups go out together, 25 to a BatchWriteItem (platform/data/batch.ts).
 *
 * Which idempotency guard, and why: versioned items, the version being the source's place in
 * the stream
 * ----------------------------------------------------------------------------------------------
 * Records come at least once: a batch is delivered again after a failure, a timeout or a crash,
 * halved when its function fails (bisection), or resumed from its first failed record (partial
 * batch responses). What the stream does guarantee is order: one item's records come in the
 * order of its changes (Lambda keeps it per partition key, the local poller reads each shard in
 * order), and a shard is always delivered again as a replay from the last checkpoint on, never
 * one old record alone out of place. A derived item here is a pure function of ONE version of its
 * source (the image), put or deleted whole, never added to: applying a version again writes the
 * same item, and a replay that starts at an older version always goes on to the newest, whose
 * writes overwrite what the older ones wrote. So the source's own images are the versions, the
 * stream's order is their comparison, and no guard item, conditional write or read is needed:
 * a batch applied twice, or cut short and applied again from its start, leaves the same items
 * (test/integration/projections.int.test.ts). This keeps the projector to BatchWriteItem calls,
 * which take no condition.
 *
 * A projection that ADDs (a counter) is not idempotent this way: a record applied twice counts
 * twice. Such a projection must keep a per-key applied-sequence guard (the highest sequence number
 * applied to each derived key, checked and moved in the same conditional update as the ADD)
 * before it aggregates a batch into one ADD per key.
 */
export interface Projection {
  /** Its name (its projector's), on its log lines, metrics and lag. */
  name: string;
  /**
   * The source item a change is about, e.g. `<organization>/<contact id>`: a source's changes of
   * a batch are projected together; null for a change it does not follow.
   */
  sourceOf: (change: StreamChange) => string | null;
  /**
   * The writes that take the derived items from the first change's `before` to the last change's
   * `after` (changes of one source, oldest first): whole items put or deleted, each key once.
   */
  writes: (changes: readonly StreamChange[]) => WriteRequest[];
  /** When the change was written, epoch ms, when the item says so precisely (the lag). */
  writtenAt?: (change: StreamChange) => number | undefined;
}

/** BatchWriteItem calls of one invocation in flight at once. */
const LANES = 4;

interface Group {
  source: string;
  changes: StreamChange[];
  /** Its first record's place in the batch: what a failure reports. */
  first: number;
}

const groupsOf = (projection: Projection, changes: readonly StreamChange[]): Group[] => {
  const groups = new Map<string, Group>();
  changes.forEach((change, index) => {
    const source = projection.sourceOf(change);
    if (source === null) return;
    const group = groups.get(source) ?? { source, changes: [], first: index };
    group.changes.push(change);
    groups.set(source, group);
  });
  return [...groups.values()];
};

const keyOf = (request: WriteRequest) => {
  const key = 'put' in request ? request.put : request.delete;
  return `${String(key.pk)}\u0000${String(key.sk)}`;
};

/** The groups' writes in calls of 25 (bulkWriteChunk), each knowing whose writes it carries. */
const callsOf = (planned: { group: Group; writes: WriteRequest[] }[]) => {
  const calls: { requests: WriteRequest[]; groups: Set<Group> }[] = [];
  const written = new Set<string>();
  const perCall = bulkWriteChunk();
  for (const { group, writes } of planned) {
    for (const request of writes) {
      const key = keyOf(request);
      // A derived item belongs to one source: two groups writing it is a projection's bug.
      if (written.has(key)) throw new Error(`${key} is written by two sources in one batch`);
      written.add(key);
      let call = calls[calls.length - 1];
      if (!call || call.requests.length === perCall) {
        call = { requests: [], groups: new Set() };
        calls.push(call);
      }
      call.requests.push(request);
      call.groups.add(group);
    }
  }
  return calls;
};

/** The changes done, as the lag report reads them (the item's key, its own stamp). */
export const projectedOf = (projection: Projection, changes: readonly StreamChange[]) =>
  changes.map((change) => ({
    seq: change.seq,
    item: change.after ?? change.before,
    writtenAt: projection.writtenAt?.(change),
  }));

const lagsOf = (projection: Projection, changes: readonly StreamChange[], done: number) =>
  changes.flatMap((change) => {
    const at = projection.writtenAt?.(change);
    return at === undefined || Number.isNaN(at) ? [] : [Math.max(0, done - at)];
  });

const metricsOf = (projection: Projection, records: number, lag: readonly number[]) => {
  const metrics = new MetricSet({ projector: projection.name });
  metrics.add('projectedRecords', 'Count', records);
  for (const ms of lag) metrics.add('projectionLag', 'Milliseconds', ms);
  metrics.publish();
};

/**
 * The Lambda handler of a projection: it applies the batch as above and answers the records that
 * failed (partial batch response): the first record of the earliest group whose writes failed, so
 * the event source delivers again from there and nothing after a failure is skipped.
 */
export const projectorHandler =
  (projection: Projection, options: { measure?: boolean } = {}) =>
  async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const changes = event.Records.map(toStreamChange);
    const failed = new Set<Group>();
    const planned = groupsOf(projection, changes).flatMap((group) => {
      try {
        return [{ group, writes: projection.writes(group.changes) }];
      } catch (error) {
        logger.error('A projection could not read its records', {
          projector: projection.name,
          source: group.source,
          error,
        });
        failed.add(group);
        return [];
      }
    });
    await mapLimited(callsOf(planned), LANES, async (call) => {
      try {
        await batchWriteItems(call.requests);
      } catch (error) {
        logger.warn('Projection writes failed; the batch is delivered again from them', {
          projector: projection.name,
          error,
        });
        for (const group of call.groups) failed.add(group);
      }
    });
    const done = Date.now();
    const projected = planned
      .filter(({ group }) => !failed.has(group))
      .flatMap(({ group }) => group.changes);
    const lag = lagsOf(projection, projected, done);
    if (options.measure !== false)
      reportProjected(projection.name, projectedOf(projection, projected), done);
    metricsOf(projection, changes.length, lag);
    const firstFailed = Math.min(...[...failed].map((group) => group.first));
    const seq = Number.isFinite(firstFailed) ? changes[firstFailed]?.seq : undefined;
    return { batchItemFailures: seq ? [{ itemIdentifier: seq }] : [] };
  };
