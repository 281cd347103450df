import { createHash, randomBytes } from 'node:crypto';
import type { TeamRole } from '@salesflow/shared/auth/roles';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { DEFAULT_TIMEZONE } from '../data/month-key';
import { parseCookies } from '../http/cookies';
import {
  deleteSession,
  getSession,
  moveSession,
  putSession,
  touchSession,
  touchUser,
} from './session.repository';
import {
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
  sessionCookie,
  sessionCookieName,
} from './session-cookie';

/** Who a valid session cookie belongs to. */
export interface SessionContext {
  userId: string;
  organizationId: string;
  timezone: string;
  /** Hash of the cookie value: the session's key. */
  sessionId: string;
  /** A platform operator, as the sign-in that opened this session found (operators.ts). */
  operator?: boolean;
}

/**
 * Which records of the organization the caller works on: `all`, or `own` for a member where the
 * organization shows members only their own leads (those assigned to them, and unassigned ones).
 */
export type RecordScope = { kind: 'all' } | { kind: 'own'; userId: string };

/**
 * The caller of a route that needs a session; `role` and `scope` are set where the route needs a
 * role (every route on an organization's records).
 */
export interface AuthContext extends SessionContext {
  role?: TeamRole;
  scope?: RecordScope;
  /**
   * Whether the organization holds records already (its profile's first-record mark, read with
   * the role): the first ones set the mark in their own transaction (organization-use.ts).
   */
  organizationHasRecords?: boolean;
}

/** Only a hash of the cookie value is stored, so a copy of the table holds no usable session. */
const hashSid = (sid: string): string => createHash('sha256').update(sid).digest('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Refresh the idle deadline at most this often, not on every request. */
const TOUCH_AFTER_SECONDS = 300;

export const createSession = async (
  userId: string,
  organizationId: string,
  timezone: string = DEFAULT_TIMEZONE,
  /** What the sign-in found: a platform operator (its group, or the local list). */
  identity: { operator: boolean } = { operator: false },
) => {
  const sid = randomBytes(32).toString('base64url');
  const now = nowSeconds();
  const absoluteExpiresAt = now + SESSION_ABSOLUTE_SECONDS;
  await putSession({
    sid: hashSid(sid),
    sess: {
      userId,
      organizationId,
      timezone,
      createdAt: new Date(now * 1000).toISOString(),
      lastSeenAt: new Date(now * 1000).toISOString(),
      absoluteExpiresAt,
      ...(identity.operator ? { operator: true } : {}),
    },
    expire: Math.min(now + SESSION_IDLE_SECONDS, absoluteExpiresAt),
  });
  await touchUser(userId, new Date(now * 1000).toISOString());
  return { cookie: sessionCookie(sid) };
};

const cookieSid = (event: APIGatewayProxyEventV2): string | undefined => {
  const value = parseCookies(event.cookies)[sessionCookieName()];
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
};

export const resolveSession = async (
  event: APIGatewayProxyEventV2,
): Promise<SessionContext | null> => {
  const sid = cookieSid(event);
  if (!sid) return null;
  const hashed = hashSid(sid);
  const record = await getSession(hashed);
  const now = nowSeconds();
  if (!record || record.expire <= now || record.sess.absoluteExpiresAt <= now) return null;
  const lastSeen = Date.parse(record.sess.lastSeenAt) / 1000;
  if (now - lastSeen > TOUCH_AFTER_SECONDS) {
    const expire = Math.min(now + SESSION_IDLE_SECONDS, record.sess.absoluteExpiresAt);
    const at = new Date(now * 1000).toISOString();
    await Promise.all([touchSession(hashed, at, expire), touchUser(record.sess.userId, at)]);
  }
  return {
    userId: record.sess.userId,
    organizationId: record.sess.organizationId,
    timezone: record.sess.timezone ?? DEFAULT_TIMEZONE,
    sessionId: hashed,
    operator: record.sess.operator === true,
  };
};

export const destroySession = async (event: APIGatewayProxyEventV2): Promise<void> => {
  const sid = cookieSid(event);
  if (sid) await deleteSession(hashSid(sid));
};

/**
 * The session works on another organization from its next request on (the caller checked that
 * the user is an active member there). Only this session moves; others stay where they were.
 */
export const switchSessionOrganization = (
  session: Pick<SessionContext, 'sessionId'>,
  organizationId: string,
  timezone: string,
): Promise<void> => moveSession(session.sessionId, organizationId, timezone);
