import { ROUTE_ROW_ENV, routeRowValue } from '@salesflow/functions/platform/http/route-rows';
import { STAGE_THROTTLE } from '@salesflow/functions/platform/rate-limits';
import { type RouteDefinition, routeId } from '@salesflow/functions/routes';
import { Duration, NestedStack, Stack } from 'aws-cdk-lib';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
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

/**
 * The HTTP API and one function per row of the route table, each with its own table grant. The
 * API and its stage stay in the top-level stack; each module's functions and routes go in a
 * nested stack of their own.
 */
export class ApiRoutes extends Construct {
  readonly api: HttpApi;
  readonly functions: NodejsFunction[] = [];
  /** Each route with its function, in the order of the route table. */
  readonly routeFunctions: { route: RouteDefinition; fn: NodejsFunction }[] = [];
  /** The nested stacks holding the route functions, one per module (see `routeStacks`). */
  readonly nestedStacks: NestedStack[] = [];
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

    for (const [stackId, moduleRoutes] of routeStacks(props.routes)) {
      // The module's functions, roles, routes, integrations and permissions in a stack of their
      // own: the top-level stack would pass CloudFormation's 500 resources long before the
      // route table ends. The route is made in the nested stack, not by `api.addRoutes` (which
      // would put it beside the API); references to the API, table, queues and the rest become
      // parameters of the nested stack, and the top-level stack reads nothing back from it.
      const nested = new NestedStack(this, stackId, {
        description: `SalesFlow API routes: ${stackId}`,
      });
      this.nestedStacks.push(nested);
      for (const route of moduleRoutes) this.addRoute(nested, route, props);
    }
  }

  private addRoute(scope: Construct, route: RouteDefinition, props: ApiRoutesProps): void {
    const name = routeId(route);
    const { fn } = new ApiFunction(scope, name, {
      handler: route.handler,
      role: 'api',
      functionId: name,
      description: routeKey(route),
      // Sign-in routes talk to the identity provider on a cold start; API Gateway stops at 30 s.
      timeout: Duration.seconds(route.timeoutSeconds ?? (route.oidc ? 15 : 10)),
      sourceDir: props.sourceDir,
      nodeModules: route.nodeModules,
      // Its own row of the route table, which route() serves it by (route-rows.ts).
      environment: { [ROUTE_ROW_ENV]: routeRowValue(route) },
    });
    bindTable(fn, props.table, route.table);
    new HttpRoute(scope, `${name}-route`, {
      httpApi: this.api,
      routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
      integration: new HttpLambdaIntegration(`${name}-integration`, fn, {
        payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
      }),
    });
    this.functions.push(fn);
    this.routeFunctions.push({ route, fn });
  }
}

/**
 * At most this many routes in one nested stack: six resources each (function, role, policy,
 * route, integration, permission) stays well under CloudFormation's 500, and one secret
 * reference each (the cursor key) under its 60 dynamic references per template.
 */
export const ROUTES_PER_NESTED_STACK = 50;

/** The module a route belongs to: the folder below `modules/` of its handler. */
export const routeModule = (route: RouteDefinition): string =>
  /^modules\/([^/]+)\//.exec(route.handler)?.[1] ?? 'platform';

/**
 * The nested stacks the routes go in, by id, in route-table order: one per module, a module
 * beyond ROUTES_PER_NESTED_STACK routes continuing in `<module>-2`, `<module>-3`, ... A new
 * module is a new nested stack, with nothing to declare.
 */
export const routeStacks = (routes: readonly RouteDefinition[]): Map<string, RouteDefinition[]> => {
  const byModule = new Map<string, RouteDefinition[]>();
  for (const route of routes) {
    const module = routeModule(route);
    byModule.set(module, [...(byModule.get(module) ?? []), route]);
  }
  const stacks = new Map<string, RouteDefinition[]>();
  for (const [module, moduleRoutes] of byModule) {
    for (let start = 0; start < moduleRoutes.length; start += ROUTES_PER_NESTED_STACK) {
      const part = start / ROUTES_PER_NESTED_STACK + 1;
      stacks.set(
        `Routes-${module}${part > 1 ? `-${part}` : ''}`,
        moduleRoutes.slice(start, start + ROUTES_PER_NESTED_STACK),
      );
    }
  }
  return stacks;
};

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
