import { describe, expect, it } from 'vitest';
import {
  ConditionalCheckFailedException,
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
} from './data/dynamo-commands';
import { isBusyCancellation, isOverload } from './overload';

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const named = (name: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(name), { name, ...extra });

describe('isOverload', () => {
  it('knows throttling by any of its names', () => {
    expect(
      isOverload(new ProvisionedThroughputExceededException({ message: 'x', $metadata: {} })),
    ).toBe(true);
    for (const name of ['ThrottlingException', 'RequestLimitExceeded', 'UnprocessedItemsError']) {
      expect(isOverload(named(name)), name).toBe(true);
    }
  });

  it('knows a transaction cancelled only for conflicts or throttling', () => {
    expect(isOverload(cancelled('None', 'TransactionConflict'))).toBe(true);
    expect(isOverload(cancelled('ThrottlingError', 'None'))).toBe(true);
    expect(isBusyCancellation(cancelled('TransactionConflict'))).toBe(true);
  });

  it('never takes a failed condition for overload, even beside a conflict', () => {
    expect(isOverload(cancelled('ConditionalCheckFailed', 'TransactionConflict'))).toBe(false);
    expect(isOverload(cancelled('ValidationError'))).toBe(false);
    expect(isOverload(cancelled())).toBe(false);
    expect(isOverload(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }))).toBe(
      false,
    );
  });

  it('knows timeouts, broken connections and 5xx', () => {
    expect(isOverload(named('TimeoutError'))).toBe(true);
    expect(isOverload(named('Error', { code: 'ECONNRESET' }))).toBe(true);
    expect(isOverload(named('InternalServerError', { $metadata: { httpStatusCode: 500 } }))).toBe(
      true,
    );
  });

  it('looks through the errors a library wraps', () => {
    const wrapped = new Error('Failed to save in progress record', {
      cause: named('ThrottlingException'),
    });
    expect(isOverload(wrapped)).toBe(true);
  });

  it('calls a bug a bug', () => {
    expect(isOverload(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isOverload(named('ValidationException', { $metadata: { httpStatusCode: 400 } }))).toBe(
      false,
    );
    expect(isOverload(undefined)).toBe(false);
  });
});
