import { destroySession } from '../../platform/auth/session';
import { clearSessionCookie } from '../../platform/auth/session-cookie';
import { config } from '../../platform/config';
import { htmlPage, redirect } from '../../platform/http/http-result';
import { requestHeader } from '../../platform/http/request-body';
import { publicRoute } from '../../platform/http/route';
import { logger } from '../../platform/logger';
import { LOGOUT_CONFIRM_PAGE } from './logout-page';
import { oidc, oidcConfiguration } from './oidc-client';

/** Where the provider should end its own session, so the next sign-in asks again. */
const providerLogoutUrl = async (): Promise<string> => {
  const home = `${config.appOrigin}/`;
  if (config.oidcLogoutUrl) return config.oidcLogoutUrl;
  try {
    const configuration = await oidcConfiguration();
    if (!configuration.serverMetadata().end_session_endpoint) return home;
    return oidc
      .buildEndSessionUrl(configuration, {
        client_id: config.oidcClientId,
        post_logout_redirect_uri: home,
      })
      .toString();
  } catch (error) {
    logger.warn('provider logout unavailable', { error: error as Error });
    return home;
  }
};

/**
 * GET /api/logout: deletes the session, clears the cookie, signs out at the provider. A request
 * another site started (a link, an image) only gets a page asking to confirm.
 */
export const handler = publicRoute({}, async ({ event }) => {
  if (requestHeader(event, 'sec-fetch-site') === 'cross-site') {
    return htmlPage(200, LOGOUT_CONFIRM_PAGE);
  }
  await destroySession(event);
  return redirect(await providerLogoutUrl(), [clearSessionCookie()]);
});
