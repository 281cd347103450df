import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basicCredentials, readForm, sameSecret } from '../http/credentials';
import type { CallSimulator } from './call-simulator';
import { DEFAULT_EXOTEL_TIMING, type ExotelCallTiming } from './call-timing';
import { connectCall, fetchCall, listExoPhones } from './connect';
import { DEMO_EXOTEL_ACCOUNTS } from './demo-accounts';
import { sendExotelError, sendNotFound, sendUnauthorized } from './exotel-errors';
import { type ExotelAccountSeed, ExotelState } from './exotel-state';
import { sendRecording } from './recordings';

/**
 * A local Exotel speaking its HTTP API for what SalesFlow uses: Connect Voice AI
 * (connect.ts), Call details, the ExoPhones list, recordings (recordings.ts), with HTTP Basic
 * authentication by API key and token and Exotel's `RestException` errors (exotel-errors.ts). An
 * answered call opens our AgentStream WebSocket and a scripted lead talks on it
 * (call-simulator.ts, stream-session.ts; who answers: scenarios.ts).
 */
export interface ExotelFake {
  /** Base URL to give EXOTEL_API_BASE_URL, e.g. http://127.0.0.1:40123 */
  url: string;
  state: ExotelState;
  stop: () => Promise<void>;
}

export interface ExotelFakeOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** The accounts it starts with; the demo account (demo-accounts.ts) by default. */
  accounts?: ExotelAccountSeed[];
  /** How long each step of a call takes (call-timing.ts); `frameMs` speeds call time up. */
  timing?: Partial<ExotelCallTiming>;
}

/** The account whose API key and token the request's Basic credentials are, if any. */
const authenticated = (req: IncomingMessage, state: ExotelState): ExotelAccountSeed | null => {
  const credentials = basicCredentials(req);
  if (!credentials) return null;
  return (
    [...state.accounts.values()].find(
      (account) =>
        sameSecret(account.apiKey, credentials.user) &&
        sameSecret(account.apiToken, credentials.password),
    ) ?? null
  );
};

const PATHS = {
  connect: /^\/v1\/Accounts\/([^/]+)\/Calls\/connect(?:\.json)?$/i,
  call: /^\/v1\/Accounts\/([^/]+)\/Calls\/([0-9a-f]{32})(?:\.json)?$/i,
  numbers: /^\/v2_beta\/Accounts\/([^/]+)\/IncomingPhoneNumbers(?:\.json)?$/i,
  recording: /^\/exotelrecordings\/([^/]+)\/([0-9a-f]{32})\.wav$/,
};

export const startExotelFake = async (options: ExotelFakeOptions = {}): Promise<ExotelFake> => {
  const state = new ExotelState();
  for (const seed of options.accounts ?? DEMO_EXOTEL_ACCOUNTS) state.addAccount(seed);
  const timing = { ...DEFAULT_EXOTEL_TIMING, ...options.timing };
  const simulators = new Set<CallSimulator>();
  let baseUrl = '';
  const context = { timing, baseUrl: () => baseUrl };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://exotel.local').pathname;
    const method = req.method ?? 'GET';
    const caller = authenticated(req, state);
    state.requests.push({ method, path, accountSid: caller?.sid ?? null });
    if (method !== 'POST') req.resume();
    const form = method === 'POST' ? await readForm(req) : new URLSearchParams();
    if (!caller) return sendUnauthorized(res);
    const match = (Object.entries(PATHS) as [keyof typeof PATHS, RegExp][])
      .map(([name, pattern]) => [name, pattern.exec(path)] as const)
      .find(([, found]) => found);
    if (!match?.[1]) return sendNotFound(res, path);
    const [name, [, sid, id]] = match;
    // Valid credentials, another account's resources: Exotel's 403.
    if (sid !== caller.sid) return sendExotelError(res, 403, 'Not permitted for this account');
    const only = (wanted: string, then: () => void) =>
      method === wanted ? then() : sendExotelError(res, 405, `${method} is not allowed here`);
    switch (name) {
      case 'connect':
        return only('POST', () => connectCall(res, state, simulators, caller, form, context));
      case 'call':
        return only('GET', () => fetchCall(res, state, caller, id as string));
      case 'numbers':
        return only('GET', () => listExoPhones(res, caller));
      case 'recording':
        return only('GET', () => sendRecording(res, state.calls.get(id as string), path));
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendExotelError(res, 500, 'Internal server error');
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    state,
    stop: async () => {
      await Promise.all([...simulators].map((simulator) => simulator.stop()));
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
};
