import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CreateQueueCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { OPERATORS_GROUP } from '@salesflow/functions/platform/auth/operators';
import { TABLE } from '@salesflow/functions/platform/data/table-definition';
import { projectorDeadLetterQueue, projectors } from '@salesflow/functions/platform/projectors';
import { EMAIL_EVENTS_QUEUE, queues, schedules } from '@salesflow/functions/queues';
import { localOnlyRoutes, routes, socketRoutes } from '@salesflow/functions/routes';
import sesModule from 'aws-ses-v2-local';
import { runPendingMigrations } from '../migrations/migration-runner';
import { migrations } from '../migrations/migrations';
import { startLocalAws } from './aws/local-aws';
import { ensureTable, localClient, startDynamoLocal } from './dynamodb-local';
import { startGateway } from './gateway';
import { startLocalOidc } from './oidc-provider';
import { assertPortFree, freePort } from './ports';
import { startProjectionsControl } from './projections-control';
import {
  localSecretsKey,
  type RunningExotelFake,
  type RunningWhatsAppFake,
  startLocalExotel,
  startLocalOpenAi,
  startLocalRazorpay,
  startLocalSpeech,
  startLocalTwilio,
  startLocalWhatsApp,
} from './provider-fakes';
import { startScheduleRunner } from './schedule-runner';
import { startSesIdentities } from './ses-identities';
import { startSesSimulator } from './ses-simulator';
import { createQueues, queueEnvName, startSqsPoller } from './sqs-poller';
import { acquireStackLock, type StackLock } from './stack-lock';
import { type StackFailure, watchStack } from './stack-watch';
import { endStaleJvm, forgetJvm, recordJvm } from './stale-jvm';
import { fileCheckpoints, memoryCheckpoints } from './stream-checkpoints';
import { type StreamPoller, startStreamPoller } from './stream-poller';
import { UPLOADS_BUCKET_NAME } from './uploads-bucket';
import { UPLOADS_PROXY_PREFIX } from './uploads-proxy';

// aws-ses-v2-local is CommonJS with a default export.
const sesServer = ((sesModule as unknown as { default?: typeof sesModule }).default ??
  sesModule) as typeof sesModule;

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

export interface LocalStackOptions {
  port: number;
  /**
   * Where DynamoDB Local keeps its files, the local SQS its queues (`sqs/`) and the local S3 its
   * objects (`s3/`); null keeps everything in memory (tests).
   */
  dataDir: string | null;
  /** Extra browser origins (the Vite dev server) allowed to sign in and send mutations. */
  extraOrigins?: string[];
  /** The origin the browser uses; defaults to http://localhost:<port>. */
  appOrigin?: string;
  webRoot?: string;
  logLevel?: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  /**
   * Called once if a part of the running stack dies or stops answering (`npm start` then exits
   * non-zero instead of serving errors). Without it nothing is watched.
   */
  onFailure?: (failure: StackFailure) => void;
  /** How often the in-process servers are health-checked; 5 s by default. */
  healthIntervalMs?: number;
  /**
   * The data folder's lock, when the caller took it already (`npm start` takes it before it
   * builds the page, so a second start refuses before touching web/dist); released on stop.
   */
  lock?: StackLock;
}

/** The credentials and region the local stack's AWS calls are signed with (and checked against). */
export const LOCAL_AWS_ACCOUNT = {
  accessKeyId: 'local',
  secretAccessKey: 'local',
  region: 'ap-south-1',
} as const;

/** Signing in locally with this email makes you a platform operator (the admin dashboard). */
export const LOCAL_OPERATOR_EMAIL = 'operator@salesflow.local';

/**
 * The operators' group, as in AWS (Cognito's `cognito:groups`): a sign-in through the local
 * provider with this group among its testing options is an operator's too.
 */
export const LOCAL_OPERATOR_GROUP = OPERATORS_GROUP;

export interface LocalStack {
  appUrl: string;
  dynamoEndpoint: string;
  awsEndpoint: string;
  mailboxUrl: string;
  /** The Razorpay API (the fake unless RAZORPAY_API_BASE_URL was set). */
  razorpayApiBaseUrl: string | null;
  /** The SES v2 API (identities in front of the local SES). */
  sesApiUrl: string;
  oidcIssuer: string;
  tableName: string;
  /** Where the handlers reach Twilio: the local fake, unless TWILIO_API_BASE_URL was set. */
  twilioApiBaseUrl: string;
  /** Where the handlers reach Exotel: the local fake, unless EXOTEL_API_BASE_URL was set. */
  exotelApiBaseUrl: string;
  /** The Exotel fake's demo account, when the fake runs. */
  exotelDemoAccount: RunningExotelFake['demoAccount'] | null;
  /** The fake's demo account (SID, Auth Token, number), when the fake runs. */
  twilioDemoAccount: { sid: string; authToken: string; phoneNumber: string } | null;
  /** The LLM the handlers reach (the OpenAI-compatible fake unless LLM_API_BASE_URL was set). */
  llmApiBaseUrl: string;
  /** The key the local LLM fake accepts; null when a real LLM is configured. */
  llmDemoKey: string | null;
  /** The local master key of provider secrets (tests that open secrets themselves need it). */
  localSecretsKey: string;
  /** Where the handlers reach the WhatsApp Cloud API: the local fake, unless WHATSAPP_API_BASE_URL was set. */
  whatsappApiBaseUrl: string;
  /** The WhatsApp fake's demo business account, when the fake runs. */
  whatsappDemoAccount: RunningWhatsAppFake['demoAccount'] | null;
  /** Where Twilio reaches the HTTP API (webhooks), as the handlers are told: PUBLIC_API_URL. */
  publicApiUrl: string;
  /** The relay WebSocket Twilio opens (RELAY_WS_URL), served by the gateway. */
  relayWsUrl: string;
  /**
   * The table stream's projectors (platform/projectors.ts) as the local poller runs them: wait
   * until they have caught up (`settle`), their lag from write to projection, their counts.
   */
  projections: StreamPoller;
  /** The same over HTTP (projections-control.ts): `/settle`, `/lag`, `/stats`, `/checkpoints`. */
  projectionsUrl: string;
  /** The gateway's connections API the handlers post frames to (RELAY_CONNECTIONS_URL). */
  relayConnectionsUrl: string;
  stop: () => Promise<void>;
}

export const startLocalStack = async (options: LocalStackOptions): Promise<LocalStack> => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const appUrl = `http://localhost:${options.port}`;
  // First of all: a second stack on the same data must not touch the first one's JVM or files.
  const lock = options.lock ?? (options.dataDir ? acquireStackLock(options.dataDir, appUrl) : null);
  try {
    await assertPortFree(options.port);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const appOrigin = options.appOrigin ?? `http://localhost:${options.port}`;
  const origins = [appOrigin, ...(options.extraOrigins ?? [])];
  const stoppers: (() => Promise<void> | void)[] = lock ? [lock.release] : [];
  let stopping: Promise<void> | undefined;
  // Last started, first stopped; calling it twice waits for the first call.
  const stop = () => {
    stopping ??= (async () => {
      for (const s of [...stoppers].reverse()) await Promise.resolve(s()).catch(() => undefined);
    })();
    return stopping;
  };
  try {
    const pidFile = options.dataDir ? join(options.dataDir, 'dynamodb.pid') : null;
    if (pidFile) await endStaleJvm(pidFile);
    const dynamo = await startDynamoLocal(
      options.dataDir ? join(options.dataDir, 'dynamodb') : undefined,
    );
    if (pidFile && options.dataDir && dynamo.process.pid) {
      mkdirSync(options.dataDir, { recursive: true });
      recordJvm(pidFile, dynamo.process.pid);
      stoppers.push(() => forgetJvm(pidFile));
    }
    stoppers.push(dynamo.stop);
    await ensureTable(dynamo.endpoint, TABLE.logicalName);
    // Data kept in .data/ by an older version gets what this one expects, before anything serves.
    await runPendingMigrations(
      {
        doc: DynamoDBDocumentClient.from(localClient(dynamo.endpoint), {
          marshallOptions: { removeUndefinedValues: true },
        }),
        table: TABLE.logicalName,
        log: (line) => console.log(`[migrate] ${line}`),
      },
      migrations,
    );

    // SQS and S3, kept under the data folder like the table (queued work and uploaded files
    // survive a restart or a kill); in memory without one.
    const aws = await startLocalAws({
      dataDir: options.dataDir,
      account: LOCAL_AWS_ACCOUNT,
    });
    stoppers.push(aws.stop);
    const sesPort = await freePort();
    const ses = await sesServer({ host: '127.0.0.1', port: sesPort });
    stoppers.push(() => new Promise<void>((done) => ses.close(() => done())));
    // SES v2 calls go through the identities front (sending addresses); the mailbox is behind it.
    const emailFrom = 'SalesFlow <no-reply@salesflow.local>';
    const sesFront = await startSesIdentities({
      target: `http://127.0.0.1:${sesPort}`,
      verifiedDomains: [emailFrom.replace(/^.*@|>$/g, '')],
      file: options.dataDir ? join(options.dataDir, 'ses-identities.json') : undefined,
    });
    stoppers.push(sesFront.stop);
    const oidc = await startLocalOidc(origins);
    stoppers.push(oidc.stop);
    // Provider secrets under a local master key; Twilio is the local fake unless told otherwise.
    const secretsKey = process.env.LOCAL_SECRETS_KEY || localSecretsKey(options.dataDir);
    const twilio = process.env.TWILIO_API_BASE_URL ? null : await startLocalTwilio(REPO_ROOT);
    if (twilio) stoppers.push(twilio.stop);
    const twilioApiBaseUrl = twilio?.url ?? String(process.env.TWILIO_API_BASE_URL);
    // Exotel (calls to Indian numbers) is its fake unless told otherwise (EXOTEL_API_BASE_URL).
    const exotel = process.env.EXOTEL_API_BASE_URL ? null : await startLocalExotel(REPO_ROOT);
    if (exotel) stoppers.push(exotel.stop);
    const exotelApiBaseUrl = exotel?.url ?? String(process.env.EXOTEL_API_BASE_URL);
    // Speech on Exotel calls: Polly and Transcribe as fakes unless their endpoints were set.
    const speech = process.env.AWS_ENDPOINT_URL_POLLY ? null : await startLocalSpeech(REPO_ROOT);
    if (speech) stoppers.push(speech.stop);
    // The LLM is the OpenAI-compatible fake unless told otherwise (LLM_API_BASE_URL).
    const llm = process.env.LLM_API_BASE_URL ? null : await startLocalOpenAi(REPO_ROOT);
    if (llm) stoppers.push(llm.stop);
    const llmApiBaseUrl = llm?.url ?? String(process.env.LLM_API_BASE_URL);
    // The public URLs Twilio is given and signs: this gateway, unless a tunnel's were set.
    const gatewayUrl = `http://127.0.0.1:${options.port}`;
    const publicApiUrl = process.env.PUBLIC_API_URL || gatewayUrl;
    const relayWsUrl = process.env.RELAY_WS_URL || `ws://127.0.0.1:${options.port}/relay`;
    const relayConnectionsUrl = `${gatewayUrl}/relay`;
    // WhatsApp is the Cloud API fake unless told otherwise (WHATSAPP_API_BASE_URL); its demo
    // account delivers to this gateway's webhook, as if subscribed in Meta's app dashboard.
    const whatsapp = process.env.WHATSAPP_API_BASE_URL
      ? null
      : await startLocalWhatsApp(REPO_ROOT, `${publicApiUrl}/api/webhooks/whatsapp`);
    if (whatsapp) stoppers.push(whatsapp.stop);
    const whatsappApiBaseUrl = whatsapp?.url ?? String(process.env.WHATSAPP_API_BASE_URL);
    // Payments go to the Razorpay fake unless told otherwise (RAZORPAY_API_BASE_URL and keys).
    const razorpay = process.env.RAZORPAY_API_BASE_URL
      ? null
      : await startLocalRazorpay(REPO_ROOT, `${publicApiUrl}/api/webhooks/razorpay`);
    if (razorpay) stoppers.push(razorpay.stop);
    const razorpayEnv = razorpay
      ? {
          RAZORPAY_API_BASE_URL: razorpay.url,
          RAZORPAY_KEY_ID: razorpay.account.keyId,
          RAZORPAY_KEY_SECRET: razorpay.account.keySecret,
          RAZORPAY_WEBHOOK_SECRET: razorpay.account.webhookSecret,
        }
      : {};

    Object.assign(process.env, {
      TABLE_NAME: TABLE.logicalName,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      // On disk DynamoDB Local commits each item of a BatchWriteItem on its own: bulk writes go
      // as transactions there (platform/data/batch.ts). In memory (tests, benchmarks): batches.
      DYNAMODB_BULK_WRITES:
        process.env.DYNAMODB_BULK_WRITES ?? (options.dataDir ? 'transactions' : 'batches'),
      AWS_REGION: LOCAL_AWS_ACCOUNT.region,
      AWS_ACCESS_KEY_ID: LOCAL_AWS_ACCOUNT.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_AWS_ACCOUNT.secretAccessKey,
      AWS_ENDPOINT_URL_SQS: aws.address,
      AWS_ENDPOINT_URL_S3: aws.address,
      UPLOADS_BUCKET: UPLOADS_BUCKET_NAME,
      // The browser uploads through the gateway (uploads-proxy.ts): the local S3 answers no CORS.
      UPLOADS_PUBLIC_ENDPOINT: `${appOrigin}${UPLOADS_PROXY_PREFIX}`,
      AWS_ENDPOINT_URL_SES: `http://127.0.0.1:${sesPort}`,
      // The SES v2 client's own endpoint variable.
      AWS_ENDPOINT_URL_SESV2: sesFront.url,
      APP_ORIGIN: appOrigin,
      EXTRA_ALLOWED_ORIGINS: (options.extraOrigins ?? []).join(','),
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: oidc.clientId,
      ALLOW_DEV_LOGIN: 'true',
      EMAIL_FROM: emailFrom,
      // Where the contact page's messages go (the local mailbox shows them).
      SALES_INBOX: process.env.SALES_INBOX ?? 'sales@salesflow.local',
      // Who may use the operators' routes (the admin dashboard), decided at sign-in: locally the
      // list read against the provider's verified email, and the group as in AWS.
      PLATFORM_OPERATOR_EMAILS: process.env.PLATFORM_OPERATOR_EMAILS ?? LOCAL_OPERATOR_EMAIL,
      PLATFORM_OPERATOR_GROUP: LOCAL_OPERATOR_GROUP,
      POWERTOOLS_LOG_LEVEL: options.logLevel ?? 'INFO',
      POWERTOOLS_SERVICE_NAME: 'salesflow',
      // CloudWatch reads metric lines from the logs in AWS; here they would only fill the console.
      POWERTOOLS_METRICS_DISABLED: process.env.POWERTOOLS_METRICS_DISABLED ?? 'true',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      LOCAL_SECRETS_KEY: secretsKey,
      TWILIO_API_BASE_URL: twilioApiBaseUrl,
      EXOTEL_API_BASE_URL: exotelApiBaseUrl,
      ...(speech
        ? {
            AWS_ENDPOINT_URL_POLLY: speech.pollyUrl,
            AWS_ENDPOINT_URL_TRANSCRIBE_STREAMING: speech.transcribeUrl,
          }
        : {}),
      LLM_API_BASE_URL: llmApiBaseUrl,
      WHATSAPP_API_BASE_URL: whatsappApiBaseUrl,
      ...razorpayEnv,
      // Where Twilio reaches our webhooks (they are signed over it) and the relay WebSocket.
      PUBLIC_API_URL: publicApiUrl,
      RELAY_WS_URL: relayWsUrl,
      RELAY_CONNECTIONS_URL: relayConnectionsUrl,
    });

    aws.createBucket(UPLOADS_BUCKET_NAME);
    const sqs = new SQSClient({ endpoint: aws.address, region: LOCAL_AWS_ACCOUNT.region });
    const urls = await createQueues(sqs, queues);
    for (const [name, url] of Object.entries(urls)) process.env[queueEnvName(name)] = url;
    const poller = startSqsPoller(sqs, queues, urls);
    stoppers.push(poller.stop);
    // The table's stream, as Lambda's event source mappings read it in AWS; where each projector
    // stands is kept beside the table (a restart goes on from there), in memory without a folder.
    const deadLetterUrls = new Map<string, string>();
    for (const projector of projectors) {
      const created = await sqs.send(
        new CreateQueueCommand({ QueueName: projectorDeadLetterQueue(projector) }),
      );
      if (created.QueueUrl) deadLetterUrls.set(projector.name, created.QueueUrl);
    }
    const checkpoints = options.dataDir
      ? fileCheckpoints(join(options.dataDir, 'streams', 'checkpoints.json'))
      : memoryCheckpoints();
    const projections = startStreamPoller({
      endpoint: dynamo.endpoint,
      tableName: TABLE.logicalName,
      projectors,
      checkpoints,
      deadLetter: async (projector, body) => {
        await sqs.send(
          new SendMessageCommand({
            QueueUrl: deadLetterUrls.get(projector.name),
            MessageBody: body,
          }),
        );
      },
      // `npm start` says how far behind the projections run, once a minute when they worked.
      ...(options.dataDir ? { logLagEveryMs: 60_000, log: (line) => console.log(line) } : {}),
    });
    stoppers.push(projections.stop);
    const projectionsControl = await startProjectionsControl(projections, checkpoints);
    stoppers.push(projectionsControl.stop);
    const emailEventsUrl = urls[EMAIL_EVENTS_QUEUE];
    if (emailEventsUrl) {
      const simulator = startSesSimulator({
        mailboxUrl: `http://127.0.0.1:${sesPort}`,
        sqs,
        queueUrl: emailEventsUrl,
      });
      stoppers.push(simulator.stop);
    }
    const scheduler = startScheduleRunner(schedules);
    stoppers.push(scheduler.stop);

    const gateway = await startGateway({
      port: options.port,
      uploads: aws.answerS3,
      routes: [...routes, ...localOnlyRoutes],
      socketRoutes,
      webRoot: options.webRoot ?? join(REPO_ROOT, 'web/dist'),
    });
    stoppers.push(gateway.stop);

    if (options.onFailure) {
      const watcher = watchStack({
        processes: [{ part: 'DynamoDB Local', child: dynamo.process }],
        servers: [
          { part: 'DynamoDB Local', url: dynamo.endpoint },
          { part: 'the local SQS and S3', url: `${aws.address}/health` },
          { part: 'the local SES', url: `http://127.0.0.1:${sesPort}/health-check` },
          {
            part: 'the sign-in provider',
            url: `${oidc.issuer}/.well-known/openid-configuration`,
          },
          // A path the gateway answers itself (404): no handler, no table.
          { part: 'the gateway', url: `${gateway.url}/api/` },
        ],
        onFailure: options.onFailure,
        intervalMs: options.healthIntervalMs,
      });
      // Stopped first on the way down, so a deliberate stop is never reported as a failure.
      stoppers.push(watcher.stop);
    }

    return {
      appUrl,
      dynamoEndpoint: dynamo.endpoint,
      awsEndpoint: aws.address,
      mailboxUrl: `http://127.0.0.1:${sesPort}`,
      sesApiUrl: sesFront.url,
      oidcIssuer: oidc.issuer,
      tableName: TABLE.logicalName,
      twilioApiBaseUrl,
      exotelApiBaseUrl,
      exotelDemoAccount: exotel?.demoAccount ?? null,
      twilioDemoAccount: twilio?.demoAccount ?? null,
      llmApiBaseUrl,
      llmDemoKey: llm?.demoKey ?? null,
      localSecretsKey: secretsKey,
      whatsappApiBaseUrl,
      razorpayApiBaseUrl: razorpay?.url ?? process.env.RAZORPAY_API_BASE_URL ?? null,
      whatsappDemoAccount: whatsapp?.demoAccount ?? null,
      publicApiUrl,
      relayWsUrl,
      relayConnectionsUrl,
      projections,
      projectionsUrl: projectionsControl.url,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
