import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the local SES (aws-ses-v2-local) lacks of SES v2: email identities. This server stands in
 * front of it on the SES v2 endpoint and answers, as SES does:
 * - `POST /v2/email/identities` (CreateEmailIdentity): the address is pending, and SES's
 *   verification email, with its link, lands in the local mailbox;
 * - `GET /v2/email/identities/{identity}` (GetEmailIdentity), `DELETE` (DeleteEmailIdentity);
 * - `GET /verify?identity=&token=`: the link in that email, which verifies the address;
 * - `POST /v2/email/outbound-emails` (SendEmail) is refused with `MessageRejected` when neither the
 *   From address nor its domain is verified (the product's own domains are), as SES does outside
 *   its sandbox; otherwise it is passed on, like every other call, to the local SES.
 */
interface Identity {
  type: 'EMAIL_ADDRESS' | 'DOMAIN';
  verified: boolean;
  token: string;
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((done, fail) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => done(Buffer.concat(chunks)));
    request.on('error', fail);
  });

const answer = (response: ServerResponse, status: number, body: unknown, errorType?: string) => {
  response.writeHead(status, {
    'content-type': 'application/json',
    ...(errorType ? { 'x-amzn-ErrorType': errorType } : {}),
  });
  response.end(JSON.stringify(body));
};

const addressOf = (from: string) => (/<([^>]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();

export interface SesIdentities {
  url: string;
  /** Marks an identity verified without its link (for a domain set up by hand). */
  verify: (identity: string) => void;
  stop: () => Promise<void>;
}

export const startSesIdentities = async (options: {
  /** The local SES every other call is passed to. */
  target: string;
  /** Domains verified from the start: the product's sending domain. */
  verifiedDomains: readonly string[];
  region?: string;
  /** Where identities are kept across restarts (the local stack's data folder). */
  file?: string;
}): Promise<SesIdentities> => {
  const identities = new Map<string, Identity>(
    options.file && existsSync(options.file)
      ? (JSON.parse(readFileSync(options.file, 'utf8')) as [string, Identity][])
      : [],
  );
  const save = () => {
    if (options.file) writeFileSync(options.file, JSON.stringify([...identities]));
  };
  for (const domain of options.verifiedDomains) {
    identities.set(domain.toLowerCase(), { type: 'DOMAIN', verified: true, token: '' });
  }
  const region = options.region ?? 'ap-south-1';
  let url = '';

  const isVerified = (address: string) => {
    const domain = address.split('@')[1] ?? '';
    return Boolean(identities.get(address)?.verified || identities.get(domain)?.verified);
  };

  const pass = async (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    const upstream = await fetch(`${options.target}${request.url ?? '/'}`, {
      method: request.method ?? 'GET',
      // Everything the client sent (its signature among it) but what fetch sets itself.
      headers: Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === 'string' &&
            !['host', 'content-length', 'connection'].includes(entry[0]),
        ),
      ),
      ...(body.length && request.method !== 'GET' ? { body } : {}),
    });
    response.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
    });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  };

  const sendVerificationEmail = async (identity: string, token: string) => {
    const link = `${url}/verify?${new URLSearchParams({ identity, token }).toString()}`;
    await fetch(`${options.target}/v2/email/outbound-emails`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'AWS4-HMAC-SHA256 Credential=local/20260101/local/ses/aws4_request',
      },
      body: JSON.stringify({
        FromEmailAddress: 'no-reply-aws@amazon.com',
        Destination: { ToAddresses: [identity] },
        Content: {
          Simple: {
            Subject: {
              Data: `Amazon Web Services – Email Address Verification Request in region ${region}`,
            },
            Body: {
              Text: {
                Data: `Dear Amazon Web Services Customer,\n\nWe have received a request to authorize this email address for use with Amazon SES in region ${region}. To confirm that you are authorized to use this email address, please go to the following URL to confirm your request:\n\n${link}\n\nYour request will not be processed unless you confirm the address using this URL. This link expires 24 hours after your original verification request.`,
              },
            },
          },
        },
      }),
    });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    const path = new URL(request.url ?? '/', 'http://local').pathname;
    const query = new URL(request.url ?? '/', 'http://local').searchParams;
    if (path === '/v2/email/identities' && request.method === 'POST') {
      const { EmailIdentity } = JSON.parse(body.toString() || '{}') as { EmailIdentity?: string };
      const identity = String(EmailIdentity ?? '').toLowerCase();
      if (!identity)
        return answer(
          response,
          400,
          { message: 'EmailIdentity is required' },
          'BadRequestException',
        );
      if (identities.has(identity)) {
        return answer(
          response,
          400,
          { message: `Email identity ${identity} already exist.` },
          'AlreadyExistsException',
        );
      }
      const type = identity.includes('@') ? 'EMAIL_ADDRESS' : 'DOMAIN';
      const token = randomBytes(16).toString('hex');
      identities.set(identity, { type, verified: false, token });
      save();
      if (type === 'EMAIL_ADDRESS') await sendVerificationEmail(identity, token);
      return answer(response, 200, {
        IdentityType: type,
        VerifiedForSendingStatus: false,
        DkimAttributes: { SigningEnabled: false, Status: 'NOT_STARTED' },
      });
    }
    const match = /^\/v2\/email\/identities\/([^/]+)$/.exec(path);
    if (match) {
      const identity = decodeURIComponent(match[1] ?? '').toLowerCase();
      const known = identities.get(identity);
      if (!known) {
        return answer(
          response,
          404,
          { message: `Email identity ${identity} does not exist.` },
          'NotFoundException',
        );
      }
      if (request.method === 'DELETE') {
        identities.delete(identity);
        save();
        return answer(response, 200, {});
      }
      return answer(response, 200, {
        IdentityType: known.type,
        FeedbackForwardingStatus: true,
        VerifiedForSendingStatus: known.verified,
        VerificationStatus: known.verified ? 'SUCCESS' : 'PENDING',
        DkimAttributes: { SigningEnabled: false, Status: 'NOT_STARTED' },
      });
    }
    if (path === '/verify') {
      const identity = identities.get(String(query.get('identity')).toLowerCase());
      const ok = Boolean(identity?.token && identity.token === query.get('token'));
      if (identity && ok) {
        identity.verified = true;
        save();
      }
      response.writeHead(ok ? 200 : 400, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(
        ok
          ? '<h1>Congratulations!</h1><p>You have successfully verified an email address. You can now start sending email from this address.</p>'
          : '<h1>Verification failed</h1><p>This link is not valid.</p>',
      );
    }
    if (path === '/v2/email/outbound-emails' && request.method === 'POST') {
      const { FromEmailAddress } = JSON.parse(body.toString() || '{}') as {
        FromEmailAddress?: string;
      };
      const from = addressOf(String(FromEmailAddress ?? ''));
      if (from && !isVerified(from)) {
        return answer(
          response,
          400,
          {
            message: `Email address is not verified. The following identities failed the check in region ${region.toUpperCase()}: ${from}`,
          },
          'MessageRejected',
        );
      }
    }
    return pass(request, response, body);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      answer(response, 500, { message: String(error) }, 'InternalFailure');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    verify: (identity) => {
      const known = identities.get(identity.toLowerCase());
      if (known) known.verified = true;
      else identities.set(identity.toLowerCase(), { type: 'DOMAIN', verified: true, token: '' });
    },
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
};
