import type { CallCost } from '@salesflow/shared/ai-calls/call-cost.schema';
import { toE164 } from '@salesflow/shared/contacts/phone';
import type { AuthContext } from '../../../platform/auth/session';
import { logger } from '../../../platform/logger';
import type { CallPrice } from '../../../platform/telephony/telephony-port';
import { twilioTelephony } from '../../../platform/telephony/twilio-calls';
import { aiAgentSettingsOf } from '../../ai-agent/ai-agent-settings.service';
import { telephonyReadiness } from '../../security-settings/provider-keys.service';

/** Prices change rarely: one answer per account, origin and destination is kept this long. */
const PRICE_TTL_MS = 60 * 60_000;
const MAX_KEPT = 2_000;
const prices = new Map<string, { price: CallPrice; until: number }>();

const keep = (key: string, price: CallPrice, now: number) => {
  if (prices.size >= MAX_KEPT) prices.delete(prices.keys().next().value as string);
  prices.set(key, { price, until: now + PRICE_TTL_MS });
};

const round = (amount: number) => Math.round(amount * 10_000) / 10_000;

/**
 * GET /api/ai-calling/call-cost: the estimated cost of a real call to a number before it is
 * dialed, from Twilio's Pricing API for the organization's account and number (its discounts
 * included), for a call as long as the agent's max duration. Without Twilio credentials, or when
 * Twilio cannot say, the answer says why instead (never an error the screen must show).
 */
export const estimateCallCost = async (
  auth: Pick<AuthContext, 'organizationId'>,
  phoneNumber: string,
  now = Date.now(),
): Promise<CallCost> => {
  const to = toE164(phoneNumber);
  if (!to)
    return { available: false, reason: `${phoneNumber} is not a number that can be called.` };
  const readiness = await telephonyReadiness(auth.organizationId);
  if (!readiness.ready) {
    return {
      available: false,
      reason: 'Add your Twilio account in Settings → Security to see what a call costs.',
    };
  }
  const { twilio } = readiness;
  const key = `${twilio.accountSid}|${twilio.phoneNumber}|${to}`;
  let price = prices.get(key);
  if (!price || price.until < now) {
    const answer = await twilioTelephony.callPrice(twilio, { to, from: twilio.phoneNumber });
    if (answer.kind !== 'ok') {
      logger.info('Twilio gave no call price', { answer });
      return {
        available: false,
        reason:
          answer.kind === 'refused'
            ? `Twilio has no price for calls to ${to}: ${answer.message}`
            : 'Twilio could not be reached for the price. Try again in a moment.',
      };
    }
    keep(key, answer.value, now);
    price = { price: answer.value, until: now + PRICE_TTL_MS };
  }
  const agent = await aiAgentSettingsOf(auth.organizationId);
  const maxMinutes = Math.max(1, Math.ceil(agent.maxCallDuration / 60));
  return {
    available: true,
    currency: price.price.currency,
    perMinute: price.price.perMinute,
    maxMinutes,
    maxCost: round(price.price.perMinute * maxMinutes),
    country: price.price.country,
  };
};
