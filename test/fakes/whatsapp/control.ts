import type { ServerResponse } from 'node:http';
import { sendJson } from './graph-errors';
import { type FakeStatus, statusValue, type WebhookSender } from './webhooks';
import { newWamid, type WhatsAppState } from './whatsapp-state';

/**
 * The fake's control API (`/_fake/…`, no Meta counterpart), for tests and the local stack: make
 * an account, subscribe its webhook (with the real GET handshake), have a customer write, report
 * statuses of a message in any order, deliver a delivery again, move a customer's window, and
 * read what was sent and delivered.
 */
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const control = async (
  res: ServerResponse,
  state: WhatsAppState,
  webhooks: WebhookSender,
  method: string,
  path: string,
  url: URL,
  body: Record<string, unknown>,
): Promise<void> => {
  const notFound = () => sendJson(res, 404, { error: `no control route ${method} ${path}` });
  if (method === 'POST' && path === '/_fake/accounts') {
    const account = state.create({
      ...(typeof body.autoStatuses === 'boolean' ? { autoStatuses: body.autoStatuses } : {}),
      ...(Array.isArray(body.retryDelaysMs)
        ? { retryDelaysMs: body.retryDelaysMs.map(Number) }
        : {}),
    });
    return sendJson(res, 201, account);
  }
  const subscribe = /^\/_fake\/accounts\/([^/]+)\/subscribe$/.exec(path);
  if (method === 'POST' && subscribe) {
    const account = state.accounts.get(subscribe[1] ?? '');
    if (!account) return notFound();
    // Meta's handshake: GET with hub.mode, hub.verify_token, hub.challenge; the challenge echoed.
    const challenge = String(Math.floor(Math.random() * 1e9));
    const target = new URL(text(body.url));
    target.searchParams.set('hub.mode', 'subscribe');
    target.searchParams.set('hub.verify_token', text(body.verifyToken));
    target.searchParams.set('hub.challenge', challenge);
    const answer = await fetch(target).catch(() => null);
    const answered = answer ? await answer.text() : '';
    const subscribed = answer?.status === 200 && answered === challenge;
    if (subscribed) account.webhookUrl = text(body.url);
    return sendJson(res, 200, { subscribed, status: answer?.status ?? 0, body: answered });
  }
  if (method === 'POST' && path === '/_fake/inbound') {
    const account = state.byPhoneNumberId(text(body.phoneNumberId));
    if (!account) return notFound();
    const from = text(body.from).replace(/\D/g, '');
    const id = text(body.messageId) || newWamid();
    const at = typeof body.timestamp === 'number' ? body.timestamp : Math.floor(Date.now() / 1000);
    state.customerWrote(account.phoneNumberId, from, at * 1000);
    const delivery = webhooks.deliver(account, {
      contacts: [{ profile: { name: text(body.name) || 'Customer' }, wa_id: from }],
      messages: [
        { from, id, timestamp: String(at), type: 'text', text: { body: text(body.text) } },
      ],
    });
    return sendJson(res, 200, { messageId: id, deliveryId: delivery?.id ?? null });
  }
  if (method === 'POST' && path === '/_fake/statuses') {
    const sent = state.sent.find((message) => message.id === text(body.messageId));
    const account = sent ? state.byPhoneNumberId(sent.phoneNumberId) : undefined;
    if (!sent || !account) return notFound();
    const statuses = (Array.isArray(body.statuses) ? body.statuses : []) as FakeStatus[];
    const deliveryIds: (string | null)[] = [];
    // One delivery per status, in the order asked (out of order on purpose when a test says so).
    for (const status of statuses) {
      deliveryIds.push(
        webhooks.deliver(account, { statuses: [statusValue(sent.id, sent.to, status)] })?.id ??
          null,
      );
    }
    return sendJson(res, 200, { deliveryIds });
  }
  if (method === 'POST' && path === '/_fake/redeliver') {
    const delivery = state.deliveries.find((d) => d.id === text(body.deliveryId));
    const account = delivery ? state.accounts.get(delivery.businessAccountId) : undefined;
    if (!delivery || !account?.webhookUrl) return notFound();
    const answer = await fetch(account.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': delivery.signature },
      body: delivery.body,
    });
    await answer.arrayBuffer();
    delivery.attempts.push({ at: new Date().toISOString(), status: answer.status });
    return sendJson(res, 200, { status: answer.status });
  }
  if (method === 'POST' && path === '/_fake/window') {
    const at = typeof body.lastInboundAt === 'number' ? body.lastInboundAt : Date.now();
    state.customerWrote(text(body.phoneNumberId), text(body.waId).replace(/\D/g, ''), at);
    return sendJson(res, 200, { ok: true });
  }
  if (method === 'GET' && path === '/_fake/deliveries') {
    const waba = url.searchParams.get('businessAccountId');
    return sendJson(
      res,
      200,
      state.deliveries.filter((d) => !waba || d.businessAccountId === waba),
    );
  }
  if (method === 'GET' && path === '/_fake/sent') {
    const phone = url.searchParams.get('phoneNumberId');
    return sendJson(
      res,
      200,
      state.sent.filter((m) => !phone || m.phoneNumberId === phone),
    );
  }
  return notFound();
};
