import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basicCredentials, readForm, sameSecret } from '../http/credentials';
import { fetchAccount } from './accounts';
import { type CallTiming, DEFAULT_CALL_TIMING } from './call-timing';
import { createCall, fetchCall, listCalls, updateCall } from './calls';
import { DEMO_TWILIO_ACCOUNTS } from './demo-accounts';
import { Dialer } from './dialer';
import { listIncomingPhoneNumbers } from './incoming-phone-numbers';
import { fetchVoiceNumberPrice } from './pricing';
import { fetchRecordingMedia } from './recordings';
import { sendAuthenticate, sendNotFound, sendTwilioError } from './twilio-errors';
import { type FakeAccount, type FakeAccountSeed, TwilioState } from './twilio-state';

/**
 * A local Twilio that speaks its REST API (2010-04-01) for what SalesFlow uses, with HTTP Basic
 * authentication by Account SID and Auth Token, Twilio's JSON shapes and its error bodies. One
 * file per resource or concern: accounts.ts, incoming-phone-numbers.ts, calls.ts (the Calls API)
 * with call-resource.ts, dialer.ts (calls per second), call-simulator.ts (a call's life and its
 * signed callbacks, with call-params.ts, callbacks.ts and call-timing.ts),
 * relay-session.ts (ConversationRelay over a WebSocket), twiml.ts, signature.ts, scenarios.ts
 * (who answers), recordings.ts (the audio files), pricing.ts (the Pricing API's voice prices).
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
  /** How long each step of a call takes (call-timing.ts has the defaults). */
  timing?: Partial<CallTiming>;
}

/** The account whose SID and Auth Token the request's Basic credentials are, if any. */
const authenticated = (req: IncomingMessage, state: TwilioState): FakeAccount | null => {
  const credentials = basicCredentials(req);
  if (!credentials) return null;
  const account = state.accounts.get(credentials.user);
  // Twilio refuses a closed account's credentials like wrong ones.
  if (!account || account.status === 'closed') return null;
  return sameSecret(account.authToken, credentials.password) ? account : null;
};

const ACCOUNT = '^/2010-04-01/Accounts/([^/]+?)';
const PATHS = {
  account: new RegExp(`${ACCOUNT}\\.json$`),
  numbers: new RegExp(`${ACCOUNT}/IncomingPhoneNumbers\\.json$`),
  calls: new RegExp(`${ACCOUNT}/Calls\\.json$`),
  call: new RegExp(`${ACCOUNT}/Calls/(CA[0-9a-f]{32})\\.json$`),
  recording: new RegExp(`${ACCOUNT}/Recordings/(RE[0-9a-f]{32})\\.(wav|mp3)$`),
};

const route =
  (state: TwilioState, dialer: Dialer) => async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://twilio.local');
    const path = url.pathname;
    const caller = authenticated(req, state);
    const method = req.method ?? 'GET';
    state.requests.push({ method, path, accountSid: caller?.sid ?? null });
    if (method !== 'POST') req.resume();
    const form = method === 'POST' ? await readForm(req) : new URLSearchParams();
    if (!caller) return sendAuthenticate(res);
    // The Pricing API (pricing.twilio.com/v2), on the same fake.
    const price = /^\/v2\/Voice\/Numbers\/([^/]+)$/.exec(path);
    if (price?.[1]) {
      return method === 'GET'
        ? fetchVoiceNumberPrice(res, price[1], url.searchParams)
        : sendTwilioError(res, 405, 20004, 'Method not allowed');
    }
    const match = (Object.entries(PATHS) as [keyof typeof PATHS, RegExp][])
      .map(([name, pattern]) => [name, pattern.exec(path)] as const)
      .find(([, found]) => found);
    if (!match?.[1]) return sendNotFound(res, path);
    const [name, [, sid, id, format]] = match;
    // An account sees only itself (subaccounts are not faked yet).
    if (sid !== caller.sid) return sendNotFound(res, path);
    const account = caller;
    const notAllowed = () => sendTwilioError(res, 405, 20004, 'Method not allowed');
    switch (name) {
      case 'account':
        return method === 'GET' ? fetchAccount(res, account) : notAllowed();
      case 'numbers':
        return method === 'GET'
          ? listIncomingPhoneNumbers(res, account, url.searchParams)
          : notAllowed();
      case 'calls':
        if (method === 'POST') return createCall(res, state, dialer, account, form);
        return method === 'GET' ? listCalls(res, state, account, url.searchParams) : notAllowed();
      case 'call':
        if (method === 'POST')
          return updateCall(res, state, dialer, account, id as string, form, path);
        return method === 'GET' ? fetchCall(res, state, account, id as string, path) : notAllowed();
      case 'recording':
        if (method !== 'GET') return notAllowed();
        return fetchRecordingMedia(
          res,
          state.calls.values(),
          account.sid,
          id as string,
          format as 'wav' | 'mp3',
          path,
        );
    }
  };

export const startTwilioFake = async (options: TwilioFakeOptions = {}): Promise<TwilioFake> => {
  const state = new TwilioState();
  for (const seed of options.accounts ?? DEMO_TWILIO_ACCOUNTS) state.addAccount(seed);
  let baseUrl = '';
  const dialer = new Dialer({ ...DEFAULT_CALL_TIMING, ...options.timing }, () => baseUrl);
  const handle = route(state, dialer);
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendTwilioError(res, 500, 20500, 'Internal Server Error');
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: baseUrl,
    state,
    stop: async () => {
      await dialer.stopAll();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
};
