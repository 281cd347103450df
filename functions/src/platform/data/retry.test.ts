import { describe, expect, it } from 'vitest';
import {
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
} from './dynamo-commands';
import { ATTEMPTS, backoffMs, withOverloadRetry } from './retry';

const conflict = () =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: [{ Code: 'TransactionConflict' }],
  });
const throttled = () =>
  new ProvisionedThroughputExceededException({ message: 'slow down', $metadata: {} });

/** A send that fails the first `failures` attempts with `error()`, and records each input. */
const failing = (failures: number, error: () => Error) => {
  const inputs: { ClientRequestToken?: string }[] = [];
  const send = async (input: { ClientRequestToken?: string }) => {
    inputs.push(input);
    if (inputs.length <= failures) throw error();
    return 'done';
  };
  return { inputs, send };
};

describe('withOverloadRetry', () => {
  it('tries throttled calls again until they pass', async () => {
    const { inputs, send } = failing(3, throttled);

    expect(await withOverloadRetry('PutItem', {}, send)).toBe('done');
    expect(inputs).toHaveLength(4);
  });

  it(`gives up after ${ATTEMPTS} attempts with the last error`, async () => {
    const { inputs, send } = failing(100, throttled);

    await expect(withOverloadRetry('GetItem', {}, send)).rejects.toBeInstanceOf(
      ProvisionedThroughputExceededException,
    );
    expect(inputs).toHaveLength(ATTEMPTS);
  });

  it('never retries what is not overload', async () => {
    const { inputs, send } = failing(1, () => new TypeError('a bug'));

    await expect(withOverloadRetry('PutItem', {}, send)).rejects.toBeInstanceOf(TypeError);
    expect(inputs).toHaveLength(1);
  });

  it('gives a transaction a new token after a cancellation, the same one after throttling', async () => {
    const cancelledThenThrottled = failing(2, () =>
      cancelledThenThrottled.inputs.length === 1 ? conflict() : throttled(),
    );

    await withOverloadRetry('TransactWriteItems', {}, cancelledThenThrottled.send);

    const tokens = cancelledThenThrottled.inputs.map((input) => input.ClientRequestToken);
    expect(tokens[0]).toMatch(/\S{16,}/);
    expect(tokens[1]).not.toBe(tokens[0]);
    expect(tokens[2]).toBe(tokens[1]);
  });

  it('waits a random time that grows with the attempt and stays under a second', () => {
    for (let attempt = 1; attempt < 12; attempt += 1) {
      const wait = backoffMs(attempt);
      expect(wait).toBeGreaterThanOrEqual(0);
      expect(wait).toBeLessThanOrEqual(Math.min(25 * 2 ** attempt, 1000));
    }
  });
});
