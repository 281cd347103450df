import { randomBytes } from 'node:crypto';
import { hubSignature } from './signature';
import type { Delivery, FakeBusinessAccount, WhatsAppState } from './whatsapp-state';

/**
 * Webhook deliveries as Meta makes them: `object: 'whatsapp_business_account'`, one entry per
 * WABA, one change of field `messages` whose value holds `messages` (with the sender in
 * `contacts`) or `statuses`; the raw body signed with `X-Hub-Signature-256`; any answer but 200
 * retried after the account's delays. Every attempt is kept in `state.deliveries`.
 */
export class WebhookSender {
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly state: WhatsAppState) {}

  envelope(account: FakeBusinessAccount, value: Record<string, unknown>) {
    return {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: account.businessAccountId,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: account.displayPhoneNumber.replace(/\D/g, ''),
                  phone_number_id: account.phoneNumberId,
                },
                ...value,
              },
            },
          ],
        },
      ],
    };
  }

  /** Queues a delivery of `value` to the account's webhook; null when none is subscribed. */
  deliver(account: FakeBusinessAccount, value: Record<string, unknown>): Delivery | null {
    if (!account.webhookUrl) return null;
    const body = JSON.stringify(this.envelope(account, value));
    const delivery: Delivery = {
      id: randomBytes(8).toString('hex'),
      businessAccountId: account.businessAccountId,
      body,
      signature: hubSignature(account.appSecret, body),
      attempts: [],
      done: false,
    };
    this.state.deliveries.push(delivery);
    void this.attempt(account, delivery, 0);
    return delivery;
  }

  private async attempt(account: FakeBusinessAccount, delivery: Delivery, index: number) {
    if (this.stopped || !account.webhookUrl) return;
    let status = 0;
    try {
      const response = await fetch(account.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': delivery.signature,
          'user-agent': 'facebookexternalua',
        },
        body: delivery.body,
        signal: AbortSignal.timeout(20_000),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    delivery.attempts.push({ at: new Date().toISOString(), status });
    if (status === 200) {
      delivery.done = true;
      return;
    }
    const wait = account.retryDelaysMs[index];
    if (wait === undefined) {
      delivery.done = true;
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(account, delivery, index + 1);
    }, wait);
    this.timers.add(timer);
  }

  stop() {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

export type FakeStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** One entry of `value.statuses` for a message we sent. */
export const statusValue = (
  messageId: string,
  recipient: string,
  status: FakeStatus,
  at = Math.floor(Date.now() / 1000),
) => ({
  id: messageId,
  status,
  timestamp: String(at),
  recipient_id: recipient,
  ...(status === 'failed'
    ? {
        errors: [
          {
            code: 131026,
            title: 'Message undeliverable',
            message: 'Message undeliverable',
            error_data: {
              details: 'The recipient is not a WhatsApp user or could not be reached.',
            },
          },
        ],
      }
    : {
        conversation: {
          id: randomBytes(16).toString('hex'),
          origin: { type: 'service' },
        },
        pricing: { billable: true, pricing_model: 'CBP', category: 'service' },
      }),
});
