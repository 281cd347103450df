import * as z from 'zod/mini';
import { config } from '../../platform/config';
import { serializeCookie } from '../../platform/http/cookies';
import { redirect } from '../../platform/http/http-result';
import { publicRoute } from '../../platform/http/route';
import { LOGIN_STATE_SECONDS, saveLoginState } from './login-state.repository';
import { callbackUrl, oidc, oidcConfiguration } from './oidc-client';
import { safeReturnPath } from './return-path';

export const LOGIN_COOKIE = 'sf_login';

const querySchema = z.object({ returnTo: z.catch(z.optional(z.string()), undefined) });

/** GET /api/login: starts authorization code + PKCE at the provider. */
export const handler = publicRoute({ query: querySchema }, async ({ query }) => {
  const configuration = await oidcConfiguration();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await saveLoginState({ state, nonce, codeVerifier, returnTo: safeReturnPath(query.returnTo) });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const bind = serializeCookie(LOGIN_COOKIE, state, {
    secure: config.secureCookies,
    maxAgeSeconds: LOGIN_STATE_SECONDS,
    path: '/api/callback',
  });
  return redirect(url.href, [bind]);
});
