import type { IncomingHttpHeaders } from 'node:http';

/**
 * What AWS checks first of a signed request, without the secret: an `Authorization` header of
 * SigV4's shape whose credential scope names this service, and an `x-amz-date`. The fakes do not
 * recompute the signature (they do not know the secret); they do refuse a request that is not
 * signed, signed for another service, or by an access key they were told is unknown.
 */
export interface SigV4Credential {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
  signedHeaders: string[];
}

export type SigV4Check =
  | { ok: true; credential: SigV4Credential }
  | { ok: false; status: number; type: string; message: string };

const SHAPE =
  /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([a-z0-9-]+)\/([a-z0-9-]+)\/aws4_request, ?SignedHeaders=([a-z0-9;:-]+), ?Signature=([0-9a-f]{64})$/;

export const checkSigV4 = (
  headers: IncomingHttpHeaders,
  service: string,
  accessKeys: readonly string[] | null,
): SigV4Check => {
  const authorization = headers.authorization;
  if (!authorization) {
    return {
      ok: false,
      status: 403,
      type: 'MissingAuthenticationTokenException',
      message: 'Missing Authentication Token',
    };
  }
  const match = SHAPE.exec(authorization);
  if (!match || !headers['x-amz-date']) {
    return {
      ok: false,
      status: 403,
      type: 'IncompleteSignatureException',
      message: `Authorization header requires 'Credential', 'SignedHeaders' and 'Signature' parameters, and an X-Amz-Date header. Authorization=${authorization.split(' ')[0]}`,
    };
  }
  const [, accessKeyId = '', date = '', region = '', scopeService = '', signed = ''] = match;
  if (scopeService !== service) {
    return {
      ok: false,
      status: 403,
      type: 'InvalidSignatureException',
      message: `Credential should be scoped to correct service: '${service}'.`,
    };
  }
  if (accessKeys && !accessKeys.includes(accessKeyId)) {
    return {
      ok: false,
      status: 403,
      type: 'UnrecognizedClientException',
      message: 'The security token included in the request is invalid.',
    };
  }
  return {
    ok: true,
    credential: { accessKeyId, date, region, service, signedHeaders: signed.split(';') },
  };
};
