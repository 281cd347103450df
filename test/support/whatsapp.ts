import { randomBytes } from 'node:crypto';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { inject } from 'vitest';
import { hubSignature } from '../fakes/whatsapp/signature';
import type { Delivery, FakeBusinessAccount, SentMessage } from '../fakes/whatsapp/whatsapp-state';
import { type ApiClient, signIn } from './api-client';
import { uniqueIndianMobile } from './service-env';

/**
 * The WhatsApp Cloud API fake of the run's local stack, through its control API (`/_fake/…`):
 * each test makes its own business account, so tests never see each other's messages.
 */
export const fakeUrl = () => inject('whatsappApiBaseUrl');
export const WEBHOOK_PATH = '/api/webhooks/whatsapp';
export const webhookUrl = () => `${inject('publicApiUrl')}${WEBHOOK_PATH}`;

const control = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${fakeUrl()}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`fake ${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

export const createFakeAccount = (options: { retryDelaysMs?: number[] } = {}) =>
  control<FakeBusinessAccount>('POST', '/_fake/accounts', {
    retryDelaysMs: options.retryDelaysMs ?? [100, 200, 400],
  });

export const subscribe = (account: FakeBusinessAccount, verifyToken: string) =>
  control<{ subscribed: boolean; status: number; body: string }>(
    'POST',
    `/_fake/accounts/${account.businessAccountId}/subscribe`,
    { url: webhookUrl(), verifyToken },
  );

export const customerWrites = (
  account: FakeBusinessAccount,
  from: string,
  text: string,
  messageId?: string,
) =>
  control<{ messageId: string; deliveryId: string | null }>('POST', '/_fake/inbound', {
    phoneNumberId: account.phoneNumberId,
    from,
    text,
    name: 'Customer',
    ...(messageId ? { messageId } : {}),
  });

export const reportStatuses = (messageId: string, statuses: string[]) =>
  control<{ deliveryIds: string[] }>('POST', '/_fake/statuses', { messageId, statuses });

export const redeliver = (deliveryId: string) =>
  control<{ status: number }>('POST', '/_fake/redeliver', { deliveryId });

export const deliveriesOf = (account: FakeBusinessAccount) =>
  control<Delivery[]>('GET', `/_fake/deliveries?businessAccountId=${account.businessAccountId}`);

export const sentThrough = (account: FakeBusinessAccount) =>
  control<SentMessage[]>('GET', `/_fake/sent?phoneNumberId=${account.phoneNumberId}`);

/** Polls until `check` returns a value (not undefined/false), or fails after `timeoutMs`. */
export const eventually = async <T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
};

export const settingsFor = (account: FakeBusinessAccount, verifyToken: string) => ({
  accessToken: account.accessToken,
  phoneNumberId: account.phoneNumberId,
  businessAccountId: account.businessAccountId,
  appSecret: account.appSecret,
  verifyToken,
});

export interface ConnectedOrganization {
  owner: ApiClient;
  organizationId: string;
  account: FakeBusinessAccount;
  verifyToken: string;
}

/** A fresh organization connected to a fresh fake account, its webhook subscribed. */
export const connectedOrganization = async (
  options: { retryDelaysMs?: number[] } = {},
): Promise<ConnectedOrganization> => {
  const owner = await signIn();
  const organizationId = (await owner.get<AuthUser>('/api/auth/user')).body.organizationId;
  const account = await createFakeAccount(options);
  const verifyToken = `verify-${randomBytes(8).toString('hex')}`;
  const saved = await owner.put('/api/settings/whatsapp', settingsFor(account, verifyToken));
  if (saved.status !== 200)
    throw new Error(`save failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  const subscription = await subscribe(account, verifyToken);
  if (!subscription.subscribed)
    throw new Error(`handshake failed: ${JSON.stringify(subscription)}`);
  return { owner, organizationId, account, verifyToken };
};

/** A contact with a fresh Indian mobile, typed as people type it; its E.164 and wa_id. */
export const contactWithPhone = async (client: ApiClient) => {
  const mobile = uniqueIndianMobile();
  const created = await client.post<Contact>('/api/contacts', {
    name: `Lead ${randomBytes(3).toString('hex')}`,
    email: `lead-${randomBytes(6).toString('hex')}@example.com`,
    phone: `${mobile.slice(0, 5)} ${mobile.slice(5)}`,
  });
  if (created.status !== 201)
    throw new Error(`contact: ${created.status} ${JSON.stringify(created.body)}`);
  return { contact: created.body, e164: `+91${mobile}`, waId: `91${mobile}` };
};

/** Posts a body to the webhook as Meta would, signed with `secret` (or with the header given). */
export const postDelivery = async (body: string, signature: string | null) => {
  const response = await fetch(webhookUrl(), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
    },
    body,
  });
  return { status: response.status, text: await response.text() };
};

export const signed = (secret: string, body: string) => hubSignature(secret, body);
