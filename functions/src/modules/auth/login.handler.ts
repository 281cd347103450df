import { z } from 'zod';
import { config } from '../../platform/config';
import { serializeCookie } from '../../platform/http/cookies';
import { redirect } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { LOGIN_STATE_SECONDS, saveLoginState } from './login-state.repository';
import { callbackUrl, oidc, oidcConfiguration } from './oidc-client';

export const LOGIN_COOKIE = 'sf_login';

const querySchema = z.object({
  returnTo: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]*$/)
    .optional()
    .catch(undefined),
});

/** GET /api/login: starts authorization code + PKCE at the provider. */
export const handler = route({ access: 'public', query: querySchema }, async ({ query }) => {
  const configuration = await oidcConfiguration();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await saveLoginState({ state, nonce, codeVerifier, returnTo: query.returnTo ?? '/app' });
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
