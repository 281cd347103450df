import { TransactionConditionFailed } from '../../../platform/data/transactions';
import { addWrite, commit, updateWrite, type Write } from '../../../platform/data/unit-of-work';
import { callLinesKey } from '../ai-call.entity';

/**
 * The two limits a call waits for: the organization's lines (its plan's calls at once), one
 * counter held from the dialer's claim to the call's end; and the Twilio account's calls per
 * second, one counter per second that expires by TTL.
 */
export class NoLineFree extends Error {}
export class NoSecondFree extends Error {}

/** Takes one of the organization's lines; refused (NoLineFree) when all `max` are in use. */
export const takeLineWrites = (organizationId: string, max: number): Write[] =>
  addWrite(
    callLinesKey(organizationId),
    { active: 1 },
    {
      expression: 'attribute_not_exists(active) OR active < :max',
      values: { ':max': max },
      error: () => new NoLineFree(),
    },
  );

export const releaseLineWrites = (organizationId: string): Write[] =>
  addWrite(callLinesKey(organizationId), { active: -1 });

/**
 * Takes a slot in this second of the account's calls-per-second budget: true if taken. Twilio
 * queues calls past its rate anyway; keeping under it keeps our ring times honest.
 */
export const takeSecond = async (
  accountSid: string,
  perSecond: number,
  at = Date.now(),
): Promise<boolean> => {
  const second = Math.floor(at / 1000);
  try {
    await commit([
      updateWrite(
        { pk: `TWILIO#${accountSid}`, sk: `CPS#${second}` },
        {
          expression: 'ADD #n :one SET #e = :expire',
          names: { '#n': 'calls', '#e': 'expire' },
          values: { ':one': 1, ':expire': second + 120 },
        },
        {
          expression: 'attribute_not_exists(#n) OR #n < :max',
          names: { '#n': 'calls' },
          values: { ':max': perSecond },
          error: () => new NoSecondFree(),
        },
      ),
    ]);
    return true;
  } catch (error) {
    if (error instanceof NoSecondFree || error instanceof TransactionConditionFailed) return false;
    throw error;
  }
};
