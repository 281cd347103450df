import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basicCredentials, sameSecret } from '../http/credentials';
import { DEMO_RAZORPAY_ACCOUNT } from './demo-account';
import { RazorpayBilling } from './razorpay-billing';
import { checkoutScript } from './razorpay-checkout';
import { RazorpayError, sendError, sendJson } from './razorpay-errors';
import { type PaymentMethod, RazorpayState } from './razorpay-state';
import { RazorpayWebhooks } from './razorpay-webhooks';

/**
 * A local Razorpay for what SalesFlow uses: Plans, Subscriptions (create, fetch, update, cancel),
 * Invoices, payment refunds, with HTTP Basic auth by key id and secret and Razorpay's error
 * bodies; webhook events signed with the webhook secret and retried; a Checkout script
 * (`/v1/checkout.js`) whose form completes the payment here; and a control API under `/_fake/`
 * for tests: complete a checkout, renew or fail a cycle, halt, hold and release events.
 */
export interface RazorpayFake {
  url: string;
  state: RazorpayState;
  billing: RazorpayBilling;
  webhooks: RazorpayWebhooks;
  stop: () => Promise<void>;
}

export interface RazorpayFakeOptions {
  port?: number;
  /** Where events are delivered (the merchant's webhook URL in the dashboard). */
  webhookUrl?: string;
  retryDelaysMs?: number[];
}

const authorised = (req: IncomingMessage) => {
  const { user = '', password = '' } = basicCredentials(req) ?? {};
  return (
    sameSecret(user, DEMO_RAZORPAY_ACCOUNT.keyId) &&
    sameSecret(password, DEMO_RAZORPAY_ACCOUNT.keySecret)
  );
};

const readBody = (req: IncomingMessage): Promise<Record<string, unknown> | null> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      if (!raw.trim()) return resolve({});
      try {
        const parsed = (
          (req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')
            ? Object.fromEntries(new URLSearchParams(raw))
            : JSON.parse(raw)
        ) as unknown;
        resolve(parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null);
      } catch {
        resolve(null);
      }
    });
    req.on('error', reject);
  });

const METHODS: PaymentMethod[] = ['card', 'upi', 'emandate', 'netbanking'];

const control = (
  res: ServerResponse,
  fake: { state: RazorpayState; billing: RazorpayBilling; webhooks: RazorpayWebhooks },
  method: string,
  path: string,
  body: Record<string, unknown>,
) => {
  const { state, billing, webhooks } = fake;
  const subscriptionId = String(body.subscription_id ?? '');
  if (method === 'OPTIONS' && path === '/_fake/checkout') {
    res.writeHead(204, {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST',
    });
    return res.end();
  }
  if (method === 'POST' && path === '/_fake/checkout') {
    // Checkout's form posts from the merchant's page.
    res.setHeader('access-control-allow-origin', '*');
    const paidBy = (body.method ?? 'card') as PaymentMethod;
    if (!METHODS.includes(paidBy)) throw new RazorpayError('method is invalid', 'method');
    return sendJson(res, 200, billing.checkout(subscriptionId, paidBy));
  }
  if (method === 'POST' && path === '/_fake/renew') {
    const { subscription, payment } = billing.renew(subscriptionId, body.fail === true);
    return sendJson(res, 200, { subscription, payment });
  }
  if (method === 'POST' && path === '/_fake/halt') {
    return sendJson(res, 200, billing.halt(subscriptionId));
  }
  if (method === 'POST' && path === '/_fake/webhooks/hold') {
    webhooks.hold();
    return sendJson(res, 200, { held: true });
  }
  if (method === 'POST' && path === '/_fake/webhooks/release') {
    return sendJson(res, 200, {
      released: webhooks.release(body.order === 'reverse' ? 'reverse' : 'sent'),
    });
  }
  if (method === 'POST' && path === '/_fake/webhooks/replay') {
    const delivery = webhooks.replay(String(body.event_id ?? ''));
    return delivery ? sendJson(res, 200, { replayed: delivery.eventId }) : sendJson(res, 404, {});
  }
  if (method === 'PUT' && path === '/_fake/webhook') {
    state.webhookUrl = typeof body.url === 'string' ? body.url : null;
    return sendJson(res, 200, { url: state.webhookUrl });
  }
  if (method === 'GET' && path === '/_fake/deliveries') {
    return sendJson(res, 200, { deliveries: state.deliveries });
  }
  return sendJson(res, 404, { error: 'unknown control path' });
};

const handle =
  (
    fake: { state: RazorpayState; billing: RazorpayBilling; webhooks: RazorpayWebhooks },
    url: () => string,
  ) =>
  async (req: IncomingMessage, res: ServerResponse) => {
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://razorpay.local');
    const method = req.method ?? 'GET';
    if (method === 'GET') req.resume();
    const body = method === 'GET' ? {} : await readBody(req);
    if (body === null) throw new RazorpayError('The request body is not valid JSON');
    if (pathname === '/v1/checkout.js' && method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8' });
      return res.end(checkoutScript(url()));
    }
    if (pathname.startsWith('/_fake/')) return control(res, fake, method, pathname, body);
    if (!authorised(req)) throw new RazorpayError('Authentication failed', undefined, 401);
    const { billing } = fake;
    const [, version, collection, id, action] = pathname.split('/');
    if (version !== 'v1')
      throw new RazorpayError('The requested URL was not found on the server.', undefined, 404);
    if (collection === 'plans' && method === 'POST' && !id)
      return sendJson(res, 200, billing.createPlan(body));
    if (collection === 'plans' && method === 'GET' && id)
      return sendJson(res, 200, billing.plan(id));
    if (collection === 'subscriptions') {
      if (method === 'POST' && !id) return sendJson(res, 200, billing.createSubscription(body));
      if (method === 'GET' && !id) {
        const items = billing.subscriptionsList(searchParams.get('plan_id'));
        return sendJson(res, 200, { entity: 'collection', count: items.length, items });
      }
      if (method === 'GET' && id && !action) return sendJson(res, 200, billing.subscription(id));
      if (method === 'PATCH' && id && !action) {
        return sendJson(res, 200, billing.updateSubscription(id, body));
      }
      if (method === 'POST' && id && action === 'cancel') {
        return sendJson(res, 200, billing.cancelSubscription(id, body));
      }
    }
    if (collection === 'invoices' && method === 'GET' && !id) {
      const items = billing.invoicesOf(searchParams.get('subscription_id'));
      return sendJson(res, 200, { entity: 'collection', count: items.length, items });
    }
    if (collection === 'payments' && method === 'GET' && id && !action) {
      return sendJson(res, 200, billing.payment(id));
    }
    if (collection === 'payments' && method === 'POST' && id && action === 'refund') {
      return sendJson(res, 200, billing.refund(id, body));
    }
    throw new RazorpayError('The requested URL was not found on the server.', undefined, 404);
  };

export const startRazorpayFake = async (
  options: RazorpayFakeOptions = {},
): Promise<RazorpayFake> => {
  const state = new RazorpayState();
  state.webhookUrl = options.webhookUrl ?? null;
  if (options.retryDelaysMs) state.retryDelaysMs = options.retryDelaysMs;
  const webhooks = new RazorpayWebhooks(state, DEMO_RAZORPAY_ACCOUNT);
  const billing = new RazorpayBilling(state, webhooks, DEMO_RAZORPAY_ACCOUNT.keySecret);
  let url = '';
  const server = createServer((req, res) => {
    handle({ state, billing, webhooks }, () => url)(req, res).catch((error: Error) => {
      if (res.headersSent) return res.end();
      if (error instanceof RazorpayError) return sendError(res, error);
      sendJson(res, 500, { error: { code: 'SERVER_ERROR', description: error.message } });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    billing,
    webhooks,
    stop: async () => {
      webhooks.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
