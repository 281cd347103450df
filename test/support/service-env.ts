import { inject } from 'vitest';

/**
 * Points this test process at the run's local stack, for tests that call services, workers or
 * schedules themselves (the same table, queues, SES and app origin the gateway's handlers use).
 */
export const useLocalStackFromTests = (): void => {
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
    TABLE_NAME: inject('tableName'),
    AWS_ENDPOINT_URL_SQS: inject('awsEndpoint'),
    AWS_ENDPOINT_URL_S3: inject('awsEndpoint'),
    UPLOADS_BUCKET: 'salesflow-uploads',
    UPLOADS_PUBLIC_ENDPOINT: `${inject('appUrl')}/_local-s3`,
    AWS_ENDPOINT_URL_SESV2: inject('sesApiUrl'),
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    EMAIL_FROM: 'SalesFlow <no-reply@salesflow.local>',
    APP_ORIGIN: inject('appUrl'),
    LOCAL_SECRETS_KEY: inject('localSecretsKey'),
    TWILIO_API_BASE_URL: inject('twilioApiBaseUrl'),
    WHATSAPP_API_BASE_URL: inject('whatsappApiBaseUrl'),
    PUBLIC_API_URL: inject('publicApiUrl'),
    RELAY_WS_URL: inject('relayWsUrl'),
    RELAY_CONNECTIONS_URL: inject('relayConnectionsUrl'),
    ...inject('queueUrls'),
  });
};

/** A mobile number nobody else in this run has (10 digits, starting 9, as typed in India). */
export const uniqueIndianMobile = (): string =>
  `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
