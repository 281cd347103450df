import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../logger';
import { mapLimited } from '../map-limited';
import { applyKeyFold, type CounterAdd, firstTriesTogether, foldByKey } from './counter-fold';
import { reportProjected } from './projection-lag';
import { type Projection, projectedOf, projectorHandler } from './projector';
import { type StreamChange, toStreamChange } from './stream-change';

/** Counter keys updated at once by one invocation. */
const LANES = 8;

/**
 * The Lambda handler of a projection that keeps whole items (`items`, guarded as versioned items:
 * projector.ts) and counters (`adds`, folded into one guarded update per key: counter-fold.ts),
 * and does the other work its changes ask for (`effects`: messages, set members).
 * It answers the earliest record whose writes failed (partial batch response): the event source
 * delivers again from there, and what was applied already is passed over by both guards.
 */
export const counterProjectorHandler = (options: {
  items: Projection;
  adds: (changes: readonly StreamChange[]) => Promise<CounterAdd[]>;
  /**
   * Other work the batch's changes ask for: messages sent (stream-sends.ts), set members moved
   * (set-members.ts); answers the places of the changes whose work failed. None by default.
   */
  effects?: (changes: readonly StreamChange[]) => Promise<number[]>;
}) => {
  // Its lag is measured once its counters are written too, below.
  const items = projectorHandler(options.items, { measure: false });
  /** The batch's counter adds, one guarded update per key; answers the records that failed. */
  const applyAdds = async (changes: readonly StreamChange[]) => {
    const failed: number[] = [];
    let adds: CounterAdd[] = [];
    try {
      adds = await options.adds(changes);
    } catch (error) {
      logger.error('A counter projection could not read its records', {
        projector: options.items.name,
        error,
      });
      return [0];
    }
    // Where bulk writes go as transactions, most keys are applied together first.
    const folds = await firstTriesTogether(foldByKey(adds));
    await mapLimited(folds, LANES, async (fold) => {
      try {
        await applyKeyFold(fold);
      } catch (error) {
        logger.warn('Counter update failed; the batch is delivered again from it', {
          projector: options.items.name,
          key: fold.key,
          error,
        });
        failed.push(Math.min(...fold.adds.map((add) => add.index)));
      }
    });
    return failed;
  };
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const changes = event.Records.map(toStreamChange);
    // The whole items, the counters and the other work are independent: all go out at once.
    const [itemsAnswer, addsFailed, effectsFailed] = await Promise.all([
      items(event),
      applyAdds(changes),
      (options.effects?.(changes) ?? Promise.resolve([])).catch((error: unknown) => {
        logger.error('A projection could not do the work its changes ask for', {
          projector: options.items.name,
          error,
        });
        return [0];
      }),
    ]);
    const failed = [
      ...itemsAnswer.batchItemFailures.map(({ itemIdentifier }) =>
        changes.findIndex((change) => change.seq === itemIdentifier),
      ),
      ...addsFailed,
      ...effectsFailed,
    ];
    const first = Math.min(...failed.filter((index) => index >= 0));
    // Every record before the first failed one is fully projected (items and counters).
    const done = Number.isFinite(first) ? changes.slice(0, first) : changes;
    reportProjected(options.items.name, projectedOf(options.items, done), Date.now());
    const seq = Number.isFinite(first) ? changes[first]?.seq : undefined;
    return { batchItemFailures: seq ? [{ itemIdentifier: seq }] : [] };
  };
};
