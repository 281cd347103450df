import { randomBytes } from 'node:crypto';
import { hmacHex, nowSeconds } from './razorpay-ids';
import type { Delivery, RazorpayState } from './razorpay-state';

/**
 * Webhook deliveries as Razorpay makes them: `{ entity: 'event', account_id, event, contains,
 * payload: { <entity>: { entity: {...} } }, created_at }`, the raw body signed with the webhook
 * secret (`X-Razorpay-Signature`: hex HMAC-SHA256), the event's id in `x-razorpay-event-id`, any
 * answer but 2xx (or none within 5 s) retried after the state's delays. Deliveries can be held
 * and released in another order, as Razorpay does not promise order.
 */
export class RazorpayWebhooks {
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;
  private held: Delivery[] | null = null;

  constructor(
    private readonly state: RazorpayState,
    private readonly account: { accountId: string; webhookSecret: string },
  ) {}

  /** Queues an event; `entities` are the payload's, by name (subscription, payment, refund). */
  emit(event: string, entities: Record<string, unknown>): Delivery {
    const body = JSON.stringify({
      entity: 'event',
      account_id: this.account.accountId,
      event,
      contains: Object.keys(entities),
      payload: Object.fromEntries(
        Object.entries(entities).map(([name, entity]) => [
          name,
          { entity: structuredClone(entity) },
        ]),
      ),
      created_at: nowSeconds(),
    });
    const delivery: Delivery = {
      eventId: randomBytes(7).toString('hex'),
      event,
      body,
      signature: hmacHex(this.account.webhookSecret, body),
      attempts: [],
      done: false,
    };
    this.state.deliveries.push(delivery);
    if (this.held) this.held.push(delivery);
    else void this.attempt(delivery, 0);
    return delivery;
  }

  /** Keeps the next deliveries until `release`. */
  hold() {
    this.held ??= [];
  }

  /** Sends what was held, in the order given (`reverse`: newest first). */
  release(order: 'sent' | 'reverse' = 'sent') {
    const held = this.held ?? [];
    this.held = null;
    for (const delivery of order === 'reverse' ? [...held].reverse() : held) {
      void this.attempt(delivery, 0);
    }
    return held.length;
  }

  /** Sends a delivery again, as Razorpay's retry does (same body, signature and event id). */
  replay(eventId: string): Delivery | null {
    const delivery = this.state.deliveries.find((d) => d.eventId === eventId) ?? null;
    if (delivery) void this.attempt(delivery, this.state.retryDelaysMs.length);
    return delivery;
  }

  private async attempt(delivery: Delivery, index: number) {
    const url = this.state.webhookUrl;
    if (this.stopped || !url) return;
    let status = 0;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': delivery.signature,
          'x-razorpay-event-id': delivery.eventId,
          'user-agent': 'Razorpay-Webhook/v1',
        },
        body: delivery.body,
        signal: AbortSignal.timeout(5_000),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    delivery.attempts.push({ at: new Date().toISOString(), status });
    if (status >= 200 && status < 300) {
      delivery.done = true;
      return;
    }
    const wait = this.state.retryDelaysMs[index];
    if (wait === undefined) {
      delivery.done = true;
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(delivery, index + 1);
    }, wait);
    this.timers.add(timer);
  }

  stop() {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
