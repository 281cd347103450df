import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchAccount } from './accounts';
import { DEMO_TWILIO_ACCOUNTS } from './demo-accounts';
import { listIncomingPhoneNumbers } from './incoming-phone-numbers';
import { sendAuthenticate, sendNotFound, sendTwilioError } from './twilio-errors';
import { type FakeAccount, type FakeAccountSeed, TwilioState } from './twilio-state';

/**
 * A local Twilio that speaks its REST API (2010-04-01) for what SalesFlow uses, with HTTP Basic
 * authentication by Account SID and Auth Token, Twilio's JSON shapes and its error bodies. One
 * file per resource (accounts.ts, incoming-phone-numbers.ts); the calls, their signed status
 * callbacks and ConversationRelay come next, as more resources on the same state and router.
 */
export interface TwilioFake {
  /** Base URL to give TWILIO_API_BASE_URL, e.g. http://127.0.0.1:40123 */
  url: string;
  state: TwilioState;
  stop: () => Promise<void>;
}

export interface TwilioFakeOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** The accounts it starts with; the demo accounts (demo-accounts.ts) by default. */
  accounts?: FakeAccountSeed[];
}

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The account whose SID and Auth Token the request's Basic credentials are, if any. */
const authenticated = (req: IncomingMessage, state: TwilioState): FakeAccount | null => {
  const header = req.headers.authorization ?? '';
  const match = /^Basic\s+(.+)$/i.exec(header);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const account = state.accounts.get(decoded.slice(0, colon));
  // Twilio refuses a closed account's credentials like wrong ones.
  if (!account || account.status === 'closed') return null;
  return same(account.authToken, decoded.slice(colon + 1)) ? account : null;
};

const ACCOUNT_PATH = /^\/2010-04-01\/Accounts\/([^/]+?)(\.json|\/IncomingPhoneNumbers\.json)$/;

const route = (state: TwilioState) => (req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? '/', 'http://twilio.local');
  const match = ACCOUNT_PATH.exec(url.pathname);
  const caller = authenticated(req, state);
  state.requests.push({
    method: req.method ?? 'GET',
    path: url.pathname,
    accountSid: caller?.sid ?? null,
  });
  // Drain any body: nothing we serve yet reads one.
  req.resume();
  if (!caller) return sendAuthenticate(res);
  if (!match) return sendNotFound(res, url.pathname);
  const [, sid, resource] = match;
  // An account sees only itself (subaccounts are not faked yet).
  const account = sid === caller.sid ? caller : null;
  if (!account) return sendNotFound(res, url.pathname);
  if (req.method !== 'GET') {
    return sendTwilioError(res, 405, 20004, 'Method not allowed');
  }
  if (resource === '.json') return fetchAccount(res, account);
  return listIncomingPhoneNumbers(res, account, url.searchParams);
};

export const startTwilioFake = async (options: TwilioFakeOptions = {}): Promise<TwilioFake> => {
  const state = new TwilioState();
  for (const seed of options.accounts ?? DEMO_TWILIO_ACCOUNTS) state.addAccount(seed);
  const server = createServer(route(state));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
