import { randomBytes } from 'node:crypto';
import { DEFAULT_TEMPLATES } from './demo-accounts';

/**
 * What the fake knows: business accounts (a WABA with one phone number, its app's secret and
 * webhook subscription, its templates), the messages sent through it, each customer's 24-hour
 * customer-service window, and every webhook delivery with its attempts.
 */
export interface FakeTemplate {
  id: string;
  name: string;
  language: string;
  category: string;
  status: string;
  components: readonly unknown[];
}

export interface FakeBusinessAccountSeed {
  businessAccountId: string;
  phoneNumberId: string;
  displayPhoneNumber: string;
  accessToken: string;
  appSecret: string;
  verifyToken?: string;
  templates?: readonly Omit<FakeTemplate, 'id'>[];
  /** Statuses sent/delivered posted by themselves for each message we send. */
  autoStatuses?: boolean;
  /** Waits between webhook attempts; Meta retries for about a day, tests shorten it. */
  retryDelaysMs?: readonly number[];
}

export interface FakeBusinessAccount
  extends Required<Omit<FakeBusinessAccountSeed, 'verifyToken' | 'templates'>> {
  templates: FakeTemplate[];
  /** Where deliveries go, once a subscription's handshake passed. */
  webhookUrl: string | null;
}

export interface SentMessage {
  id: string;
  phoneNumberId: string;
  to: string;
  type: 'text' | 'template';
  body: Record<string, unknown>;
  at: string;
}

export interface DeliveryAttempt {
  at: string;
  /** Our answer's status, or 0 when it could not be reached. */
  status: number;
}

export interface Delivery {
  id: string;
  businessAccountId: string;
  body: string;
  signature: string;
  attempts: DeliveryAttempt[];
  done: boolean;
}

/** Retries after 1 s, 5 s, 30 s, 2 min, 10 min, 1 h, then every 3 h: about a day in all. */
export const DEFAULT_RETRY_DELAYS_MS = [
  1_000, 5_000, 30_000, 120_000, 600_000, 3_600_000, 10_800_000, 10_800_000, 10_800_000, 10_800_000,
  10_800_000, 10_800_000,
];

const digits = (count: number) =>
  Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');

/** A WhatsApp message id as Meta makes them: `wamid.` and base64. */
export const newWamid = () => `wamid.${randomBytes(30).toString('base64url')}`;

export class WhatsAppState {
  readonly accounts = new Map<string, FakeBusinessAccount>();
  readonly sent: SentMessage[] = [];
  readonly deliveries: Delivery[] = [];
  /** Last inbound message time per `phoneNumberId|wa_id`. */
  readonly lastInbound = new Map<string, number>();
  /** The clock the window is measured on; a test may move it. */
  now = () => Date.now();

  add(seed: FakeBusinessAccountSeed): FakeBusinessAccount {
    const account: FakeBusinessAccount = {
      businessAccountId: seed.businessAccountId,
      phoneNumberId: seed.phoneNumberId,
      displayPhoneNumber: seed.displayPhoneNumber,
      accessToken: seed.accessToken,
      appSecret: seed.appSecret,
      autoStatuses: seed.autoStatuses ?? false,
      retryDelaysMs: seed.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
      templates: (seed.templates ?? DEFAULT_TEMPLATES).map((template, i) => ({
        ...template,
        id: `${seed.businessAccountId}${String(i).padStart(4, '0')}`,
      })),
      webhookUrl: null,
    };
    this.accounts.set(account.businessAccountId, account);
    return account;
  }

  /** A fresh account with random ids and secrets (a test's own). */
  create(overrides: Partial<FakeBusinessAccountSeed> = {}): FakeBusinessAccount {
    return this.add({
      businessAccountId: `1${digits(14)}`,
      phoneNumberId: `1${digits(14)}`,
      displayPhoneNumber: `+1 555-${digits(3)}-${digits(4)}`,
      accessToken: `EAA${randomBytes(24).toString('hex')}`,
      appSecret: randomBytes(16).toString('hex'),
      ...overrides,
    });
  }

  byPhoneNumberId(id: string): FakeBusinessAccount | undefined {
    return [...this.accounts.values()].find((account) => account.phoneNumberId === id);
  }

  byToken(token: string): FakeBusinessAccount | undefined {
    return [...this.accounts.values()].find((account) => account.accessToken === token);
  }

  customerWrote(phoneNumberId: string, waId: string, at = this.now()) {
    this.lastInbound.set(`${phoneNumberId}|${waId}`, at);
  }

  /** Free-form messages may go to a customer within 24 hours of their last message. */
  windowOpen(phoneNumberId: string, waId: string): boolean {
    const last = this.lastInbound.get(`${phoneNumberId}|${waId}`);
    return last !== undefined && this.now() - last < 24 * 3600 * 1000;
  }
}
