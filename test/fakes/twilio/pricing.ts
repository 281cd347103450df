import type { ServerResponse } from 'node:http';
import { sendJson, sendTwilioError } from './twilio-errors';

/**
 * Per-minute outbound voice prices by destination prefix (USD, close to Twilio's list prices in
 * 2026), longest prefix first. Numbers nowhere in the list answer 404 like Twilio's unknown ones.
 */
const PRICES: readonly { prefix: string; country: string; iso: string; price: string }[] = [
  { prefix: '1', country: 'United States', iso: 'US', price: '0.0140' },
  { prefix: '44', country: 'United Kingdom', iso: 'GB', price: '0.0170' },
  { prefix: '61', country: 'Australia', iso: 'AU', price: '0.0270' },
  { prefix: '65', country: 'Singapore', iso: 'SG', price: '0.0395' },
  { prefix: '60', country: 'Malaysia', iso: 'MY', price: '0.0400' },
  { prefix: '62', country: 'Indonesia', iso: 'ID', price: '0.1140' },
  { prefix: '63', country: 'Philippines', iso: 'PH', price: '0.1570' },
  { prefix: '81', country: 'Japan', iso: 'JP', price: '0.0760' },
  { prefix: '91', country: 'India', iso: 'IN', price: '0.0483' },
  { prefix: '971', country: 'United Arab Emirates', iso: 'AE', price: '0.2200' },
];

/**
 * GET https://pricing.twilio.com/v2/Voice/Numbers/{DestinationNumber}?OriginationNumber=...: the
 * Pricing API's VoiceNumber resource, in its JSON shape.
 */
export const fetchVoiceNumberPrice = (
  res: ServerResponse,
  destination: string,
  query: URLSearchParams,
) => {
  const number = decodeURIComponent(destination).trim();
  const digits = number.replace(/\D/g, '');
  if (!/^\+?\d{6,15}$/.test(number.replace(/[\s-]/g, ''))) {
    return sendTwilioError(res, 400, 21211, `Invalid 'To' Phone Number: ${number}`);
  }
  const entry = [...PRICES]
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .find((p) => digits.startsWith(p.prefix));
  if (!entry) {
    return sendTwilioError(
      res,
      404,
      20404,
      `The requested resource /Voice/Numbers/${number} was not found`,
    );
  }
  const origination = query.get('OriginationNumber');
  sendJson(res, 200, {
    country: entry.country,
    destination_number: `+${digits}`,
    inbound_call_price: null,
    iso_country: entry.iso,
    origination_number: origination,
    outbound_call_prices: [
      { base_price: entry.price, current_price: entry.price, origination_prefixes: ['ALL'] },
    ],
    price_unit: 'USD',
    url: `https://pricing.twilio.com/v2/Voice/Numbers/+${digits}`,
  });
};
