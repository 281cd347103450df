import * as oidc from 'openid-client';
import { config } from '../../platform/config';

let configuration: Promise<oidc.Configuration> | undefined;

/** Discovery once per container; plain http is allowed only for the local provider. */
export const oidcConfiguration = (): Promise<oidc.Configuration> => {
  if (!configuration) {
    const issuer = new URL(config.oidcIssuer);
    const local = issuer.protocol === 'http:' && /^(localhost|127\.0\.0\.1)$/.test(issuer.hostname);
    const secret = config.oidcClientSecret;
    configuration = oidc
      .discovery(
        issuer,
        config.oidcClientId,
        secret,
        secret ? undefined : oidc.None(),
        local ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
  }
  return configuration;
};

export const callbackUrl = (): string => `${config.appOrigin}/api/callback`;

export { oidc };
