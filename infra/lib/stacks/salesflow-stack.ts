import { OPERATORS_GROUP } from '@salesflow/functions/platform/auth/operators';
import {
  projectors as declaredProjectors,
  type ProjectorDefinition,
} from '@salesflow/functions/platform/projectors';
import {
  queues as declaredQueues,
  schedules as declaredSchedules,
  EMAIL_EVENTS_QUEUE,
  type QueueDefinition,
  queueEnvName,
  type ScheduleDefinition,
} from '@salesflow/functions/queues';
import {
  routes as declaredRoutes,
  socketRoutes as declaredSocketRoutes,
  type RouteDefinition,
  type SocketRouteDefinition,
} from '@salesflow/functions/routes';
import { Aws, CfnOutput, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { Alarms } from '../constructs/alarms.ts';
import { Auth } from '../constructs/auth.ts';
import { BackgroundWork } from '../constructs/background-work.ts';
import { createDataTable } from '../constructs/data-table.ts';
import { EmailEvents } from '../constructs/email-events.ts';
import { ApiRoutes } from '../constructs/http-api.ts';
import { RelaySocketApi } from '../constructs/relay-socket-api.ts';
import { SecretsKey } from '../constructs/secrets-key.ts';
import { UploadsBucket } from '../constructs/uploads-bucket.ts';
import { WebSite } from '../constructs/web-site.ts';
import { builtWebDir } from '../paths.ts';

export interface SalesFlowStackProps extends StackProps {
  /** Defaults to the route table in functions/src/routes.ts (never its local-only routes). */
  routes?: readonly RouteDefinition[];
  /** Defaults to `socketRoutes` of functions/src/routes.ts; none makes no WebSocket API. */
  socketRoutes?: readonly SocketRouteDefinition[];
  /** Defaults to functions/src/queues.ts. */
  queues?: readonly QueueDefinition[];
  /** The table stream's projectors; defaults to functions/src/platform/projectors.ts. */
  projectors?: readonly ProjectorDefinition[];
  schedules?: readonly ScheduleDefinition[];
  /** Where handler modules live; defaults to functions/src. Tests point it at fixtures. */
  sourceDir?: string;
  /** The built SPA. Defaults to web/dist when it exists; `null` deploys no content. */
  webAssetsDir?: string | null;
  /** Cognito hosted domain prefix; else context `authDomainPrefix`; else `<stack>-<account>`. */
  authDomainPrefix?: string;
  /** Subscribed to the alarm topic; else context `alarmEmail`. */
  alarmEmail?: string;
  /** The WAF web ACL for CloudFront (EdgeStack); none on LocalStack (`-c waf=false`). */
  webAclArn?: string;
}

/**
 * Everything SalesFlow runs on in AWS. Dependency order matters: CloudFront needs only the API's
 * host name, while the functions and the Cognito client need CloudFront's domain, so the
 * distribution never waits on a function or the client and there is no cycle.
 */
export class SalesFlowStack extends Stack {
  constructor(scope: Construct, id: string, props: SalesFlowStackProps = {}) {
    super(scope, id, props);
    const table = createDataTable(this);
    const api = new ApiRoutes(this, 'Api', {
      routes: props.routes ?? declaredRoutes,
      table,
      sourceDir: props.sourceDir,
    });
    const work = new BackgroundWork(this, 'Work', {
      queues: props.queues ?? declaredQueues,
      schedules: props.schedules ?? declaredSchedules,
      projectors: props.projectors ?? declaredProjectors,
      table,
      sourceDir: props.sourceDir,
    });
    const socketRoutes = props.socketRoutes ?? declaredSocketRoutes;
    const relay = socketRoutes.length
      ? new RelaySocketApi(this, 'Relay', {
          routes: socketRoutes,
          table,
          sourceDir: props.sourceDir,
        })
      : undefined;
    const socketFunctions = relay?.routeFunctions ?? [];
    const uploads = new UploadsBucket(this, 'Uploads', { nameSlug: this.nameSlug() });
    const site = new WebSite(this, 'Web', {
      connectSources: [uploads.origin],
      apiDomainName: api.domainName,
      assetsDir: props.webAssetsDir === null ? undefined : (props.webAssetsDir ?? builtWebDir()),
      webAclArn: props.webAclArn,
    });
    const auth = new Auth(this, 'Auth', {
      appDomainName: site.distribution.distributionDomainName,
      domainPrefix: props.authDomainPrefix ?? this.defaultAuthDomainPrefix(),
    });

    uploads.allowUploadsFrom(site.appOrigin);
    const oidc = auth.oidcEnvironment();
    // Where Twilio reaches us (webhooks, the relay) and where the relay's frames are posted: the
    // dialer and the webhooks sign and check against these, never a URL they rebuild.
    const publicApiUrl = this.contextUrl('salesflow:publicApiUrl') ?? site.appOrigin;
    const relayUrls = relay
      ? {
          RELAY_WS_URL: this.contextUrl('salesflow:relayWsUrl') ?? relay.url,
          RELAY_CONNECTIONS_URL: relay.callbackUrl,
        }
      : {};
    // An organization's sending address: only the routes that say so read and create identities.
    for (const { route, fn } of api.routeFunctions) {
      if (!route.emailIdentities) continue;
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['ses:GetEmailIdentity', 'ses:CreateEmailIdentity', 'ses:DeleteEmailIdentity'],
          resources: [`arn:${this.partition}:ses:${this.region}:${this.account}:identity/*`],
        }),
      );
    }
    // An HTTP route that posts to the relay's connections (the AMD webhook's voicemail message).
    for (const { route, fn } of api.routeFunctions) {
      if (!route.postsToConnections) continue;
      if (!relay)
        throw new Error(`${route.method} ${route.path} posts to a relay that is not built`);
      relay.grantManageConnections(fn);
    }
    for (const fn of [...api.functions, ...work.functions, ...(relay?.functions ?? [])]) {
      fn.addEnvironment('APP_ORIGIN', site.appOrigin);
      fn.addEnvironment('PUBLIC_API_URL', publicApiUrl);
      for (const [name, value] of Object.entries(relayUrls)) fn.addEnvironment(name, value);
    }
    // A route, worker or schedule may send to the queues it names, and to no other; it may send
    // email only when it says so.
    const declared: {
      what: string;
      sends: readonly string[] | undefined;
      emails: boolean | undefined;
      emailIdentities?: boolean | undefined;
      fn: NodejsFunction;
    }[] = [
      ...api.routeFunctions.map(({ route, fn }) => ({
        what: `${route.method} ${route.path}`,
        sends: route.sends,
        emails: route.emails,
        // Identity routes name the product's address beside the organization's own.
        emailIdentities: route.emailIdentities,
        fn,
      })),
      ...socketFunctions.map(({ route, fn }) => ({
        what: `${route.api} ${route.routeKey}`,
        sends: route.sends,
        emails: false,
        fn,
      })),
      ...work.queues.map(({ definition, worker }) => ({
        what: `worker ${definition.name}`,
        sends: definition.sends,
        emails: definition.emails,
        fn: worker,
      })),
      ...work.scheduleFunctions.map(({ schedule, fn }) => ({
        what: `schedule ${schedule.name}`,
        sends: schedule.sends,
        emails: schedule.emails,
        fn,
      })),
      ...work.projectors.map(({ definition, fn }) => ({
        what: `projector ${definition.name}`,
        sends: definition.sends,
        emails: false,
        fn,
      })),
    ];
    // Uploads: reading, presigning a PUT, or deleting (training files), only where the row says so.
    for (const { uploads: access, fn } of [
      ...api.routeFunctions.map(({ route, fn }) => ({ uploads: route.uploads, fn })),
      ...work.queues.map(({ definition, worker }) => ({ uploads: definition.uploads, fn: worker })),
    ]) {
      if (!access) continue;
      if (access.includes('read')) uploads.bucket.grantRead(fn);
      if (access.includes('write')) uploads.bucket.grantPut(fn);
      if (access.includes('delete')) uploads.bucket.grantDelete(fn);
      fn.addEnvironment('UPLOADS_BUCKET', uploads.bucketName);
    }
    // Provider secrets: the KMS key only for the functions whose row names `secrets`.
    new SecretsKey(this, 'Secrets').grantDeclared([
      ...api.routeFunctions.map(({ route, fn }) => ({ fn, definition: route })),
      ...socketFunctions.map(({ route, fn }) => ({ fn, definition: route })),
      ...work.queues.map(({ definition, worker }) => ({ fn: worker, definition })),
      ...work.scheduleFunctions.map(({ schedule, fn }) => ({ fn, definition: schedule })),
    ]);
    for (const { what, sends, fn } of declared) {
      for (const name of sends ?? []) {
        const deployed = work.queues.find(({ definition }) => definition.name === name);
        if (!deployed) throw new Error(`${what} sends to unknown queue ${name}`);
        deployed.queue.grantSendMessages(fn);
        fn.addEnvironment(queueEnvName(name), deployed.queue.queueUrl);
      }
    }
    for (const fn of api.functions) {
      for (const [name, value] of Object.entries(oidc)) fn.addEnvironment(name, value);
    }
    // Bounces and complaints come back through a configuration set (the email-events queue).
    const emailEventsQueue = work.queues.find(
      ({ definition }) => definition.name === EMAIL_EVENTS_QUEUE,
    );
    const emailEvents = emailEventsQueue
      ? new EmailEvents(this, 'EmailEvents', { queue: emailEventsQueue.queue })
      : null;
    // Functions that send email may send it from the configured SES identity, and only they.
    const emailFrom: unknown = this.node.tryGetContext('emailFrom');
    // Where the contact page's messages go (`-c salesInbox=...`; sales@salesflow.app by default).
    const salesInbox: unknown = this.node.tryGetContext('salesInbox');
    for (const { emails, emailIdentities, fn } of declared) {
      if (!emails && !emailIdentities) continue;
      if (emails) {
        fn.addToRolePolicy(
          new PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: ['*'] }),
        );
      }
      fn.addEnvironment(
        'EMAIL_FROM',
        typeof emailFrom === 'string' && emailFrom !== ''
          ? emailFrom
          : 'SalesFlow <no-reply@example.com>',
      );
      if (emails && emailEvents)
        fn.addEnvironment('SES_CONFIGURATION_SET', emailEvents.configurationSetName);
      if (emails && typeof salesInbox === 'string' && salesInbox !== '')
        fn.addEnvironment('SALES_INBOX', salesInbox);
    }
    // Page cursors are signed (functions/src/platform/data/cursor.ts) with a key generated once
    // and kept in Secrets Manager; CloudFormation resolves it into the functions at deploy time.
    const cursorKey = new Secret(this, 'CursorSigningKey', {
      description: 'SalesFlow: signs page cursors so forged ones are refused',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    // SalesFlow's Razorpay merchant keys, filled in after deploy (README: "Payments"); until then
    // the keys are empty and upgrades answer that payments are not configured.
    const razorpay = new Secret(this, 'RazorpayCredentials', {
      description: 'SalesFlow: Razorpay key id, key secret and webhook secret (JSON)',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ keyId: '', keySecret: '', webhookSecret: '' }),
        generateStringKey: 'unused',
      },
    });
    for (const { route, fn } of api.routeFunctions) {
      if (route.payments)
        fn.addEnvironment('RAZORPAY_CREDENTIALS', razorpay.secretValue.unsafeUnwrap());
    }
    for (const { definition, worker } of work.queues) {
      if (definition.payments)
        worker.addEnvironment('RAZORPAY_CREDENTIALS', razorpay.secretValue.unsafeUnwrap());
    }
    // Platform operators (the admin dashboard) are the user pool's operators group, read from the
    // verified ID token at sign-in; never an email, which a user can set.
    if (this.node.tryGetContext('operatorEmails') !== undefined) {
      throw new Error(
        `operatorEmails is no longer read: platform operators are the Cognito group "${OPERATORS_GROUP}". After deploying, add each operator with: aws cognito-idp admin-add-user-to-group --user-pool-id <UserPoolId> --username <their email> --group-name ${OPERATORS_GROUP}`,
      );
    }
    for (const fn of api.functions) {
      fn.addEnvironment('CURSOR_SIGNING_KEY', cursorKey.secretValue.unsafeUnwrap());
    }

    new Alarms(this, 'Alarms', {
      api: api.api,
      queues: work.queues,
      projectors: work.projectors,
      email: props.alarmEmail ?? this.node.tryGetContext('alarmEmail'),
    });

    new CfnOutput(this, 'AppUrl', { value: site.appOrigin });
    new CfnOutput(this, 'ApiUrl', { value: api.api.apiEndpoint });
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: auth.client.userPoolClientId });
    new CfnOutput(this, 'AuthUrl', { value: auth.domain.baseUrl() });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'UploadsBucket', { value: uploads.bucketName });
    if (relay) new CfnOutput(this, 'RelayUrl', { value: relay.url });
  }

  /** A URL from context (`-c salesflow:publicApiUrl=https://…`), without a trailing slash. */
  private contextUrl(key: string): string | undefined {
    const value: unknown = this.node.tryGetContext(key);
    if (typeof value !== 'string' || value === '') return undefined;
    if (!/^(https|wss):\/\/[^/\s]+(\/\S*)?$/.test(value)) {
      throw new Error(`Context ${key} must be an https:// or wss:// URL, not ${value}`);
    }
    return value.replace(/\/+$/, '');
  }

  /** The stack's name as a lower-case slug, for global names. */
  private nameSlug(): string {
    return (
      this.stackName
        .toLowerCase()
        .replace(/[^a-z0-9-]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 40) || 'salesflow'
    );
  }

  private defaultAuthDomainPrefix(): string {
    const fromContext: unknown = this.node.tryGetContext('authDomainPrefix');
    if (typeof fromContext === 'string' && fromContext !== '') return fromContext;
    // Prefixes are global per region: the account id keeps two accounts' stacks apart.
    const slug = this.stackName
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40);
    return Fn.join('-', [slug || 'salesflow', Aws.ACCOUNT_ID]);
  }
}
