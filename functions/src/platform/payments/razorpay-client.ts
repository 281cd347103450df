import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's REST API (Plans, Subscriptions, Invoices, refunds) with SalesFlow's own merchant keys:
 * HTTP Basic auth by key id and secret, JSON in and out. `RAZORPAY_API_BASE_URL` points at the
 * fake locally (test/fakes/razorpay). Without keys, payments are not configured.
 */
export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  baseUrl: string;
  /** Checkout's script, which the page loads to take the payment. */
  checkoutUrl: string;
}

/** In AWS, one JSON from Secrets Manager (`RAZORPAY_CREDENTIALS`); locally, three variables. */
const credentials = (): { keyId?: string; keySecret?: string; webhookSecret?: string } => {
  const json = process.env.RAZORPAY_CREDENTIALS;
  if (json) {
    try {
      return JSON.parse(json) as { keyId?: string; keySecret?: string; webhookSecret?: string };
    } catch {
      return {};
    }
  }
  return {
    keyId: process.env.RAZORPAY_KEY_ID,
    keySecret: process.env.RAZORPAY_KEY_SECRET,
    webhookSecret: process.env.RAZORPAY_WEBHOOK_SECRET,
  };
};

export const razorpayKeys = (): RazorpayKeys | null => {
  const { keyId, keySecret, webhookSecret } = credentials();
  if (!keyId || !keySecret || !webhookSecret) return null;
  const baseUrl = (process.env.RAZORPAY_API_BASE_URL || 'https://api.razorpay.com').replace(
    /\/$/,
    '',
  );
  return {
    keyId,
    keySecret,
    webhookSecret,
    baseUrl,
    checkoutUrl:
      process.env.RAZORPAY_CHECKOUT_URL ||
      (process.env.RAZORPAY_API_BASE_URL
        ? `${baseUrl}/v1/checkout.js`
        : 'https://checkout.razorpay.com/v1/checkout.js'),
  };
};

/** Razorpay answered with an error: its status and description. */
export class RazorpayRefusal extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(`Razorpay ${status}: ${description}`);
  }
}

export const razorpayRequest = async <T>(
  keys: RazorpayKeys,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(`${keys.baseUrl}/v1${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(8_000),
    });
  } catch (error) {
    throw new RazorpayRefusal(0, `could not be reached (${(error as Error).name})`);
  }
  const text = await response.text();
  if (!response.ok) {
    let description = response.statusText;
    try {
      description =
        (JSON.parse(text) as { error?: { description?: string } }).error?.description ??
        description;
    } catch {
      // Not JSON: the status text says it.
    }
    throw new RazorpayRefusal(response.status, description);
  }
  return JSON.parse(text) as T;
};

const hmacHex = (secret: string, text: string | Buffer) =>
  createHmac('sha256', secret).update(text).digest('hex');

const sameHex = (expected: string, given: string) => {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Checkout's response for a subscription: HMAC-SHA256 of `payment_id|subscription_id`. */
export const isValidCheckoutSignature = (
  keySecret: string,
  paymentId: string,
  subscriptionId: string,
  signature: string,
) => sameHex(hmacHex(keySecret, `${paymentId}|${subscriptionId}`), signature);

/** A webhook delivery: `X-Razorpay-Signature` is the HMAC-SHA256 of the raw body. */
export const isValidWebhookSignature = (
  webhookSecret: string,
  rawBody: Buffer,
  signature: string | undefined,
) => Boolean(signature) && sameHex(hmacHex(webhookSecret, rawBody), String(signature));
