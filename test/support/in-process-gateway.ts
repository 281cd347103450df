import { localOnlyRoutes, routes } from '@salesflow/functions/routes';
import { inject } from 'vitest';
import { type Gateway, startGateway } from '../../infra/local/gateway';
import { freePort } from '../../infra/local/ports';
import { useLocalStackFromTests } from './service-env';

/**
 * The real route table served by a gateway in this test process, against the run's table and
 * queues: its handlers use this process's DynamoDB client, which a test can tap (dynamo-tap.ts)
 * to count what a request does or to fail calls as DynamoDB in AWS would. Sessions made on the
 * run's stack are valid here (the same table).
 */
export const startInProcessGateway = async (): Promise<Gateway> => {
  useLocalStackFromTests();
  const port = await freePort();
  Object.assign(process.env, {
    OIDC_ISSUER: inject('oidcIssuer'),
    OIDC_CLIENT_ID: process.env.OIDC_CLIENT_ID ?? 'salesflow-local',
    ALLOW_DEV_LOGIN: 'true',
    POWERTOOLS_LOG_LEVEL: 'ERROR',
    POWERTOOLS_METRICS_DISABLED: 'true',
    // Browser-like clients of this gateway send its own origin.
    EXTRA_ALLOWED_ORIGINS: `http://127.0.0.1:${port}`,
  });
  return startGateway({ port, routes: [...routes, ...localOnlyRoutes], webRoot: '/nonexistent' });
};
