import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sameSecret } from '../http/credentials';
import { control } from './control';
import { DEMO_WHATSAPP_ACCOUNTS } from './demo-accounts';
import { invalidParameter, invalidToken, sendJson, unknownObject } from './graph-errors';
import { listTemplates, readPhoneNumber, sendMessage } from './messages';
import { WebhookSender } from './webhooks';
import {
  type FakeBusinessAccount,
  type FakeBusinessAccountSeed,
  WhatsAppState,
} from './whatsapp-state';

/**
 * A local WhatsApp Cloud API (Graph API) for what SalesFlow uses: messages (text and template),
 * the phone number's profile, message templates (paged), with Bearer tokens and Graph's error
 * bodies; webhook deliveries signed with the app secret and retried (webhooks.ts); a control
 * API under `/_fake/` (control.ts) for tests and the local stack.
 */
export interface WhatsAppFake {
  /** Base URL for WHATSAPP_API_BASE_URL, e.g. http://127.0.0.1:40123 */
  url: string;
  state: WhatsAppState;
  stop: () => Promise<void>;
}

export interface WhatsAppFakeOptions {
  port?: number;
  accounts?: FakeBusinessAccountSeed[];
  /**
   * Where the demo accounts deliver, as if subscribed in Meta's app dashboard (the local stack's
   * gateway); accounts made through the control API subscribe with the handshake instead.
   */
  demoWebhookUrl?: string;
}

const bearer = (req: IncomingMessage, state: WhatsAppState): FakeBusinessAccount | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  const token = match?.[1] ?? '';
  const account = token ? state.byToken(token) : undefined;
  return account && sameSecret(account.accessToken, token) ? account : null;
};

const readJson = (req: IncomingMessage): Promise<Record<string, unknown> | null> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      if (!raw.trim()) return resolve({});
      try {
        const parsed = JSON.parse(raw) as unknown;
        resolve(parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null);
      } catch {
        resolve(null);
      }
    });
    req.on('error', reject);
  });

const VERSION = 'v\\d+\\.\\d+';
const PATHS = {
  messages: new RegExp(`^/${VERSION}/(\\d+)/messages$`),
  templates: new RegExp(`^/${VERSION}/(\\d+)/message_templates$`),
  object: new RegExp(`^/${VERSION}/(\\d+)$`),
};

const handle =
  (state: WhatsAppState, webhooks: WebhookSender) =>
  async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://graph.local');
    const method = req.method ?? 'GET';
    if (method !== 'POST') req.resume();
    const body = method === 'POST' ? await readJson(req) : {};
    if (url.pathname.startsWith('/_fake/')) {
      return control(res, state, webhooks, method, url.pathname, url, body ?? {});
    }
    const account = bearer(req, state);
    if (!account) return invalidToken(res);
    if (body === null) return invalidParameter(res, 'The request body is not JSON');
    const messages = PATHS.messages.exec(url.pathname);
    if (messages && method === 'POST') {
      return sendMessage(res, state, webhooks, account, messages[1] ?? '', body);
    }
    const templates = PATHS.templates.exec(url.pathname);
    if (templates && method === 'GET') return listTemplates(res, account, templates[1] ?? '', url);
    const object = PATHS.object.exec(url.pathname);
    if (object && method === 'GET') return readPhoneNumber(res, account, object[1] ?? '');
    return unknownObject(res, url.pathname.split('/')[2] ?? '');
  };

export const startWhatsAppFake = async (
  options: WhatsAppFakeOptions = {},
): Promise<WhatsAppFake> => {
  const state = new WhatsAppState();
  for (const seed of options.accounts ?? DEMO_WHATSAPP_ACCOUNTS) {
    state.add(seed).webhookUrl = options.demoWebhookUrl ?? null;
  }
  const webhooks = new WebhookSender(state);
  const server = createServer((req, res) => {
    handle(state, webhooks)(req, res).catch((error: Error) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: error.message, code: 1 } });
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    stop: async () => {
      webhooks.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
