import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Exotel signs neither its status callbacks nor its AgentStream socket, so every URL we give it
 * for one call carries a token of that call: 32 random bytes, base64url. A callback or a socket
 * whose token is missing or wrong is refused (403) before anything is read or written.
 */
export const makeCallToken = (): string => randomBytes(32).toString('base64url');

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether `given` is `expected`, in time that depends on neither (both are hashed first). */
export const sameCallToken = (expected: string, given: string | null | undefined): boolean => {
  if (!expected || typeof given !== 'string' || given.length === 0) return false;
  return timingSafeEqual(digest(expected), digest(given));
};

export interface BasicCredentials {
  username: string;
  password: string;
}

/** What an HTTP upgrade request looks like here: Node's IncomingMessage fits. */
export interface UpgradeRequestLike {
  headers: Record<string, string | string[] | undefined>;
  url?: string;
}

const fromHeader = (header: string | string[] | undefined): BasicCredentials | null => {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(value ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
};

const fromUrl = (url: string | undefined): BasicCredentials | null => {
  if (!url || !/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return null;
  try {
    const parsed = new URL(url);
    if (!parsed.username) return null;
    return {
      username: decodeURIComponent(parsed.username),
      password: decodeURIComponent(parsed.password),
    };
  } catch {
    return null;
  }
};

/**
 * The Basic credentials of an AgentStream upgrade request. Exotel takes them from the stream URL
 * (`wss://key:token@host/path`) and sends them as `Authorization: Basic …` (its Voicebot applet
 * guide); a proxy that forwards the absolute URL with its user info is read too.
 */
export const upgradeBasicCredentials = (request: UpgradeRequestLike): BasicCredentials | null =>
  fromHeader(request.headers.authorization) ?? fromUrl(request.url);

/** Whether the upgrade request carries exactly these credentials (constant time). */
export const hasBasicCredentials = (
  request: UpgradeRequestLike,
  expected: BasicCredentials,
): boolean => {
  const given = upgradeBasicCredentials(request);
  if (!given) return false;
  const user = sameCallToken(expected.username, given.username);
  const pass = sameCallToken(expected.password, given.password);
  return user && pass;
};
