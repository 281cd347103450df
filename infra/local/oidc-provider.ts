import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';
import { freePort } from './ports';
import { signInPage } from './sign-in-page';

/**
 * The local stand-in for Cognito's hosted sign-in: a real OpenID Connect provider (oidc-provider)
 * whose sign-in page takes an email; the first sign-in with an email creates that user in the app.
 * Like Cognito's, its ID token says whether the email is verified (`email_verified`, true unless
 * the page's testing options say otherwise) and names the user's groups (`cognito:groups`).
 */
export interface LocalOidc {
  issuer: string;
  clientId: string;
  stop: () => Promise<void>;
}

interface Profile {
  email: string;
  firstName?: string;
  lastName?: string;
  emailVerified: boolean;
  groups: string[];
}

const GROUP = /^[\w+=,.@-]{1,128}$/;

/** The testing options' groups: comma-separated names, as Cognito's group names may be. */
const groupsOf = (text: string | null): string[] =>
  (text ?? '')
    .split(',')
    .map((group) => group.trim())
    .filter((group) => GROUP.test(group))
    .slice(0, 20);

const readForm = async (req: IncomingMessage): Promise<URLSearchParams> => {
  let raw = '';
  for await (const chunk of req) {
    raw += String(chunk);
    if (raw.length > 10_000) break;
  }
  return new URLSearchParams(raw);
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const startLocalOidc = async (appOrigins: string[]): Promise<LocalOidc> => {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'salesflow-local';
  const profiles = new Map<string, Profile>();

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        token_endpoint_auth_method: 'none',
        redirect_uris: appOrigins.map((origin) => `${origin}/api/callback`),
        post_logout_redirect_uris: appOrigins.map((origin) => `${origin}/`),
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // A signing key per run, so the provider does not fall back to its built-in development keys.
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
            format: 'jwk',
          }),
          kid: 'local',
          use: 'sig',
          alg: 'RS256',
        },
      ],
    },
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub', 'cognito:groups'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) => {
      const profile = profiles.get(id) ?? { email: id, emailVerified: true, groups: [] };
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: profile.email,
          email_verified: profile.emailVerified,
          ...(profile.groups.length ? { 'cognito:groups': profile.groups } : {}),
          ...(profile.firstName ? { given_name: profile.firstName } : {}),
          ...(profile.lastName ? { family_name: profile.lastName } : {}),
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // Sign out at once: the app already asked the user by sending them here.
        logoutSource: (ctx, form) => {
          ctx.body = `<!doctype html><html><body>${form}<input type="hidden" name="logout" value="yes" form="op.logoutForm"><script>document.forms[0].submit()</script></body></html>`;
        },
      },
    },
    // First-party app: no consent screen; the grant covers what the app asks for.
    loadExistingGrant: async (ctx) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    ttl: {
      Session: 3600,
      Interaction: 600,
      Grant: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      AccessToken: 3600,
    },
  };

  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
    if (!match) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (req.method === 'POST' && match[2]) {
        const form = await readForm(req);
        const email = (form.get('email') ?? '').trim().toLowerCase();
        if (!EMAIL.test(email)) {
          res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(signInPage(details.uid, 'Enter a valid email address.', email));
        }
        profiles.set(email, {
          email,
          firstName: form.get('firstName')?.trim() || undefined,
          lastName: form.get('lastName')?.trim() || undefined,
          emailVerified: form.get('emailVerified') !== 'false',
          groups: groupsOf(form.get('groups')),
        });
        return await provider.interactionFinished(
          req,
          res,
          { login: { accountId: email } },
          { mergeWithLastSubmission: false },
        );
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(signInPage(details.uid));
    } catch (error) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Sign-in could not continue: ${(error as Error).message}. Start again from the app.`);
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
