import * as z from 'zod/mini';

const PHONE_MESSAGE = 'Enter a valid phone number';

/** GET /api/ai-calling/call-cost?phoneNumber=...: what a call to this number would cost. */
export const callCostQuerySchema = z.object({
  phoneNumber: z.string({ error: 'Phone number is required' }).check(
    z.trim(),
    z.minLength(1, 'Phone number is required'),
    z.maxLength(40, PHONE_MESSAGE),
    z.regex(/^\+?[0-9][0-9 ()./-]*$/, PHONE_MESSAGE),
    z.refine((v) => (v.match(/[0-9]/g) ?? []).length >= 6, PHONE_MESSAGE),
  ),
});

/**
 * The estimate shown before a real call is placed: the carrier's price a minute from the
 * organization's Twilio number, and what a call of the agent's maximum length would cost. Calls
 * are billed by the started minute. `available: false` says why there is no estimate.
 */
export type CallCost =
  | {
      available: true;
      currency: string;
      perMinute: number;
      /** The agent's max call duration, in whole minutes (rounded up). */
      maxMinutes: number;
      /** perMinute × maxMinutes: the most one call can cost. */
      maxCost: number;
      country: string;
    }
  | { available: false; reason: string };

/** "$0.05 a minute · at most $0.25 (5 min)", in the carrier's currency. */
export const describeCallCost = (cost: Extract<CallCost, { available: true }>): string => {
  const money = (amount: number) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: cost.currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: amount < 1 ? 3 : 2,
    }).format(amount);
  return `≈ ${money(cost.perMinute)} a minute · at most ${money(cost.maxCost)} (${cost.maxMinutes} min)`;
};
