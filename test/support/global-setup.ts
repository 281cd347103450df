import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../infra/local/local-stack';
import { freePort } from '../../infra/local/ports';

/** One local stack (in-memory DynamoDB Local, the local SQS and S3, SES, provider, gateway) for the whole run. */
export default async function setup(project: TestProject) {
  const stack = await startLocalStack({
    port: await freePort(),
    dataDir: null,
    logLevel: 'ERROR',
  });
  project.provide('appUrl', stack.appUrl);
  project.provide('dynamoEndpoint', stack.dynamoEndpoint);
  project.provide('tableName', stack.tableName);
  project.provide('oidcIssuer', stack.oidcIssuer);
  project.provide('awsEndpoint', stack.awsEndpoint);
  project.provide('mailboxUrl', stack.mailboxUrl);
  project.provide('sesApiUrl', stack.sesApiUrl);
  project.provide('razorpayApiBaseUrl', stack.razorpayApiBaseUrl ?? '');
  project.provide('twilioApiBaseUrl', stack.twilioApiBaseUrl);
  project.provide('exotelApiBaseUrl', stack.exotelApiBaseUrl);
  project.provide('localSecretsKey', stack.localSecretsKey);
  project.provide('whatsappApiBaseUrl', stack.whatsappApiBaseUrl);
  project.provide('publicApiUrl', stack.publicApiUrl);
  project.provide('relayWsUrl', stack.relayWsUrl);
  project.provide('relayConnectionsUrl', stack.relayConnectionsUrl);
  project.provide('projectionsUrl', stack.projectionsUrl);
  project.provide('contactChangesQueueUrl', process.env.QUEUE_URL_CONTACT_CHANGES ?? '');
  // Every queue's URL by its environment variable, for tests that call services which send.
  project.provide(
    'queueUrls',
    Object.fromEntries(
      Object.entries(process.env).filter(
        (entry): entry is [string, string] => entry[0].startsWith('QUEUE_URL_') && !!entry[1],
      ),
    ),
  );
  return async () => {
    await stack.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    dynamoEndpoint: string;
    tableName: string;
    oidcIssuer: string;
    /** The local SQS and S3 (infra/local/aws): every request signed with the local key. */
    awsEndpoint: string;
    /** The local SES: GET /store lists what the app sent. */
    mailboxUrl: string;
    sesApiUrl: string;
    razorpayApiBaseUrl: string;
    contactChangesQueueUrl: string;
    /** The Twilio fake the gateway's handlers reach (test/fakes/twilio, demo accounts). */
    twilioApiBaseUrl: string;
    /** The Exotel fake the handlers reach (test/fakes/exotel, its demo account). */
    exotelApiBaseUrl: string;
    /** The WhatsApp Cloud API fake the handlers reach (test/fakes/whatsapp; its `/_fake/` control API). */
    whatsappApiBaseUrl: string;
    /** The local master key of provider secrets, for tests that open secrets themselves. */
    localSecretsKey: string;
    /** PUBLIC_API_URL: where Twilio reaches the API (the gateway), as the handlers are told. */
    publicApiUrl: string;
    /** RELAY_WS_URL: the relay WebSocket on the gateway (ws://127.0.0.1:<port>/relay). */
    relayWsUrl: string;
    /** RELAY_CONNECTIONS_URL: the gateway's connections API for the relay. */
    relayConnectionsUrl: string;
    /** The stream poller's control (infra/local/projections-control.ts): `/settle`, `/lag`. */
    projectionsUrl: string;
    /** QUEUE_URL_<NAME> → URL, for every queue of functions/src/queues.ts. */
    queueUrls: Record<string, string>;
  }
}
