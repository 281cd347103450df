import { config } from '../config';
import { clearCookie, serializeCookie } from '../http/cookies';

export const SESSION_IDLE_SECONDS = 7 * 24 * 3600;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 3600;

/** `__Host-` pins the cookie to this origin over HTTPS; plain name on http://localhost. */
export const sessionCookieName = (): string =>
  config.secureCookies ? '__Host-sf_session' : 'sf_session';

export const sessionCookie = (sid: string): string =>
  serializeCookie(sessionCookieName(), sid, {
    secure: config.secureCookies,
    maxAgeSeconds: SESSION_ABSOLUTE_SECONDS,
  });

export const clearSessionCookie = (): string =>
  clearCookie(sessionCookieName(), { secure: config.secureCookies });
