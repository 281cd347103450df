import * as z from 'zod/mini';
import { isPlatformOperator } from '../../platform/auth/operators';
import { createSession, destroySession } from '../../platform/auth/session';
import { config } from '../../platform/config';
import { BadRequestError } from '../../platform/errors';
import { clearCookie, parseCookies } from '../../platform/http/cookies';
import { htmlPage, redirect } from '../../platform/http/http-result';
import { publicRoute } from '../../platform/http/route';
import { logger } from '../../platform/logger';
import { signInUser } from './account.service';
import { LOGIN_COOKIE } from './login.handler';
import { takeLoginState } from './login-state.repository';
import { callbackUrl, oidc, oidcConfiguration } from './oidc-client';
import { safeReturnPath } from './return-path';
import { unverifiedEmailPage } from './unverified-email-page';

const text = (max: number) => z.optional(z.string().check(z.minLength(1), z.maxLength(max)));
const querySchema = z.object({ state: text(200), code: text(4000), error: text(200) });

/** Cognito sends `email_verified` as a boolean; some providers send the string. */
const emailVerified = (claims: oidc.IDToken | undefined) =>
  claims?.email_verified === true || claims?.email_verified === 'true';

/** The invitation link's token when the sign-in started from its page (`/invite/{token}`). */
const invitationTokenOf = (returnTo: string): string | undefined =>
  /^\/invite\/([A-Za-z0-9_-]{43})$/.exec(returnTo)?.[1];

/** Cognito's groups of the user (`cognito:groups`), from the verified ID token. */
const groupsOf = (claims: oidc.IDToken | undefined): string[] => {
  const groups = claims?.['cognito:groups'];
  return Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [];
};

/** GET /api/callback: the provider sends the browser back here with a code. */
export const handler = publicRoute({ query: querySchema }, async ({ query, event }) => {
  const clearBinding = clearCookie(LOGIN_COOKIE, {
    secure: config.secureCookies,
    path: '/api/callback',
  });
  if (query.error) return redirect('/?login=cancelled', [clearBinding]);
  const bound = parseCookies(event.cookies)[LOGIN_COOKIE];
  if (!query.state || !query.code || bound !== query.state) {
    throw new BadRequestError('This sign-in link is not valid any more. Please sign in again.');
  }
  const login = await takeLoginState(query.state);
  if (!login) throw new BadRequestError('This sign-in has expired. Please sign in again.');

  const current = new URL(`${callbackUrl()}?${event.rawQueryString}`);
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(await oidcConfiguration(), current, {
      pkceCodeVerifier: login.codeVerifier,
      expectedState: login.state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    logger.warn('code exchange failed', { error: error as Error });
    throw new BadRequestError('Sign-in could not be completed. Please sign in again.');
  }
  const email = typeof claims?.email === 'string' ? claims.email : undefined;
  if (!email) throw new BadRequestError('The sign-in provider did not share an email address.');
  // An email the provider has not verified is one anybody could have typed (Cognito lets a user
  // change theirs): it names no account here and signs nobody in.
  if (!emailVerified(claims)) {
    logger.warn('sign-in refused: the provider has not verified the email');
    return htmlPage(403, unverifiedEmailPage(email), [clearBinding]);
  }

  const { user, organizationId, timezone, joined } = await signInUser(
    {
      email,
      firstName: typeof claims?.given_name === 'string' ? claims.given_name : null,
      lastName: typeof claims?.family_name === 'string' ? claims.family_name : null,
      profileImageUrl: typeof claims?.picture === 'string' ? claims.picture : null,
    },
    // Signing in from an invitation's page joins its organization at once (no trial of one's own).
    { invitationToken: invitationTokenOf(login.returnTo) },
  );
  // A sign-in made while another session is presented ends that session: one browser, one session.
  await destroySession(event);
  const { cookie } = await createSession(user.id, organizationId, timezone, {
    operator: isPlatformOperator({ email, groups: groupsOf(claims) }),
  });
  return redirect(joined ? '/app' : safeReturnPath(login.returnTo), [cookie, clearBinding]);
});
