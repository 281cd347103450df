import { STAGE_THROTTLE } from '@salesflow/functions/platform/rate-limits';
import { type RouteDefinition, routeId } from '@salesflow/functions/routes';
import { Duration, Stack } from 'aws-cdk-lib';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { ApiFunction, bindTable } from './api-function.ts';

export interface ApiRoutesProps {
  routes: readonly RouteDefinition[];
  table: ITable;
  sourceDir?: string;
}

/** Routes that only the local stack may serve; a deployed stack refuses them outright. */
const DEV_PATH = /^\/api\/dev(\/|$)/;

export const routeKey = (route: RouteDefinition): string => `${route.method} ${route.path}`;

/** The HTTP API and one function per row of the route table, each with its own table grant. */
export class ApiRoutes extends Construct {
  readonly api: HttpApi;
  readonly functions: NodejsFunction[] = [];
  /** Each route with its function, in the order of the route table. */
  readonly routeFunctions: { route: RouteDefinition; fn: NodejsFunction }[] = [];
  /** The API's host name, for CloudFront; depends on the API resource only, not on any route. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: ApiRoutesProps) {
    super(scope, id);
    assertDeployable(props.routes);
    this.api = new HttpApi(this, 'HttpApi', { apiName: `${Stack.of(this).stackName}-api` });
    // Across all clients, so a flood cannot run up the Lambda bill or starve the table; the
    // HttpApi construct takes no throttle for the stage it makes, hence its CloudFormation props.
    const stage = this.api.defaultStage?.node.defaultChild as CfnStage | undefined;
    if (stage) {
      stage.defaultRouteSettings = {
        throttlingRateLimit: STAGE_THROTTLE.rateLimit,
        throttlingBurstLimit: STAGE_THROTTLE.burstLimit,
      };
    }
    const stack = Stack.of(this);
    this.domainName = `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;

    for (const route of props.routes) {
      const name = routeId(route);
      const { fn } = new ApiFunction(this, name, {
        handler: route.handler,
        role: 'api',
        functionId: name,
        description: routeKey(route),
        // Sign-in routes talk to the identity provider on a cold start; API Gateway stops at 30 s.
        timeout: Duration.seconds(route.timeoutSeconds ?? (route.oidc ? 15 : 10)),
        sourceDir: props.sourceDir,
        nodeModules: route.nodeModules,
      });
      bindTable(fn, props.table, route.table);
      this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${name}-integration`, fn, {
          payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
        }),
      });
      this.functions.push(fn);
      this.routeFunctions.push({ route, fn });
    }
  }
}

const assertDeployable = (routes: readonly RouteDefinition[]): void => {
  const seen = new Set<string>();
  const ids = new Set<string>();
  for (const route of routes) {
    if (DEV_PATH.test(route.path)) {
      throw new Error(`Route ${routeKey(route)} is local-only and must never be deployed`);
    }
    if (seen.has(routeKey(route))) throw new Error(`Route ${routeKey(route)} is declared twice`);
    seen.add(routeKey(route));
    if (ids.has(routeId(route))) throw new Error(`Handler ${route.handler} serves two routes`);
    ids.add(routeId(route));
  }
};
