import type { TeamRole } from '@salesflow/shared/auth/roles';
import type { SecretsAccess, TableAccess, UploadsAccess } from '../route-grants';

/**
 * What a row of the route table says, and the builders each module's `<module>.routes.ts` writes
 * its rows with. `functions/src/routes.ts` composes the modules' rows into the one table: the CDK
 * stack makes one Lambda per row, the local gateway serves the same rows with the same handler
 * modules. `handler` is a path below functions/src without extension; the module exports
 * `handler`. Rows are data only: every function carries the whole table (route() reads its row).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call, the one place it is written: anyone (`public`); any signed-in user, for what is
 * theirs alone (`user`); a member of the current organization with at least this team role
 * (`member`, `manager`, `admin`, `owner`); or a platform operator named by configuration
 * (`operator`). `route()` reads it from this table at run time; handlers never repeat it.
 */
export type Access = 'public' | 'user' | TeamRole | 'operator';

/** What the function may do with the table: the CDK stack grants exactly this. */
export type { TableAccess };

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway route path, with `{param}` placeholders. */
  path: string;
  handler: string;
  access: Access;
  table: TableAccess;
  /** Needs to reach the sign-in provider (login, callback). */
  oidc?: boolean;
  /** Queues (names from platform/queue-names.ts) it publishes to: the CDK stack grants exactly these. */
  sends?: readonly string[];
  /** It sends email through SES: the CDK stack grants ses:SendEmail and the sender address. */
  emails?: boolean;
  /**
   * It may change things while the organization is read-only (trial ended, suspended, closed):
   * paying for a plan, which lifts that.
   */
  whileReadOnly?: boolean;
  /** It talks to Razorpay with SalesFlow's merchant keys: the CDK stack gives it them. */
  payments?: boolean;
  /** It reads and creates SES email identities (sending addresses): the CDK stack grants it. */
  emailIdentities?: boolean;
  /** Seconds the function may run, when the default (10 s, 15 s for sign-in) is too short. */
  timeoutSeconds?: number;
  /**
   * Packages shipped beside the bundle rather than in it, which the handler imports only when it
   * needs them (the email webhook's mailparser: about 1.2 MB minified, for raw MIME only).
   */
  nodeModules?: readonly string[];
  /** The uploads bucket (import files): the CDK stack grants exactly this. */
  uploads?: UploadsAccess;
  /**
   * Provider secrets (platform/secrets): `write` seals new ones (kms:GenerateDataKey), `read`
   * opens them (kms:Decrypt). The CDK stack grants exactly this on the secrets key.
   */
  secrets?: SecretsAccess;
  /**
   * It posts to the relay WebSocket's connections (the AMD webhook leaves a voicemail message on
   * the open session): the CDK stack grants execute-api:ManageConnections on the relay's stage.
   */
  postsToConnections?: boolean;
}

/**
 * Rows for routes that need a session, by who may call them; `module` is below modules/, without
 * `.handler`. A GET only reads (and refreshes its session, which read access allows); other
 * methods read and write.
 */
export const row =
  (access: Exclude<Access, 'public'>) =>
  (method: HttpMethod, path: string, module: string): RouteDefinition => ({
    method,
    path,
    handler: `modules/${module}.handler`,
    access,
    table: method === 'GET' ? 'read' : 'readwrite',
  });

/** The signed-in user's own things (profile, onboarding), whatever their role. */
export const user = row('user');
/** The organization's records: any member (record visibility narrows what a member sees). */
export const member = row('member');

/** Sign-in routes: public, and they talk to the OpenID Connect provider. */
export const signIn = (path: string, module: string): RouteDefinition => ({
  method: 'GET',
  path,
  handler: `modules/${module}.handler`,
  access: 'public',
  table: 'readwrite',
  oidc: true,
});

/** The route also publishes to these queues. */
export const sending = (route: RouteDefinition, ...queueNames: string[]): RouteDefinition => ({
  ...route,
  sends: queueNames,
});

/** The route also uses the uploads bucket. */
export const uploading = (route: RouteDefinition, uploads: UploadsAccess): RouteDefinition => ({
  ...route,
  uploads,
});

/** The route also seals or opens provider secrets. */
export const withSecrets = (route: RouteDefinition, secrets: SecretsAccess): RouteDefinition => ({
  ...route,
  secrets,
});

/** The route also sends email (SES). */
export const emailing = (route: RouteDefinition): RouteDefinition => ({ ...route, emails: true });

/** The route also reads and creates SES email identities (sending addresses). */
export const identities = (route: RouteDefinition): RouteDefinition => ({
  ...route,
  emailIdentities: true,
});

/** A route that may run longer than the default; API Gateway answers 503 at 30 s anyway. */
export const lasting = (route: RouteDefinition, timeoutSeconds: number): RouteDefinition => ({
  ...route,
  timeoutSeconds,
});

/** The WebSocket API's routes: `$connect` and `$disconnect` as API Gateway names them, `$default` for every frame. */
export type SocketRouteKey = '$connect' | '$disconnect' | '$default';

/**
 * A row of a WebSocket API (API Gateway WebSocket API in AWS, the local gateway's `/<api>` path
 * locally): one Lambda per row, granted exactly what the row says, like `routes`.
 */
export interface SocketRouteDefinition {
  /** The WebSocket API (and its stage and local path): `relay`, Twilio's ConversationRelay. */
  api: 'relay';
  routeKey: SocketRouteKey;
  handler: string;
  table: TableAccess;
  secrets?: SecretsAccess;
  /** Queues (names from platform/queue-names.ts) it publishes to. */
  sends?: readonly string[];
  /** It posts frames to (or closes) connections: execute-api:ManageConnections on the stage. */
  postsToConnections?: boolean;
  /** Seconds the function may run; 10 by default. */
  timeoutSeconds?: number;
  /**
   * It hears and speaks on calls that carry audio (Exotel) through Amazon Transcribe and Polly:
   * the CDK stack grants `transcribe:StartStreamTranscription` and `polly:SynthesizeSpeech`.
   */
  speech?: boolean;
  /** Packages shipped beside the bundle, imported only when needed (the speech SDK clients). */
  nodeModules?: readonly string[];
}

/** The organization's management: team, settings, integrations (the role matrix's minimums). */
export const manager = row('manager');
export const admin = row('admin');
/** The organization's plan and billing. */
export const owner = row('owner');
/** Platform operators (the Cognito group `platform-operators`). */
export const operator = row('operator');
