import { STAGE_THROTTLE } from '@salesflow/functions/platform/rate-limits';
import { routeId, type SocketRouteDefinition } from '@salesflow/functions/routes';
import { Duration, NestedStack, Stack } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketRoute, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { ApiFunction, bindTable } from './api-function.ts';

/** The relay's stage, and so its path: `wss://…/relay`, `https://…/relay/@connections/{id}`. */
export const RELAY_STAGE = 'relay';

export interface RelaySocketApiProps {
  /** The `relay` rows of `socketRoutes` (routes.ts). */
  routes: readonly SocketRouteDefinition[];
  table: ITable;
  sourceDir?: string;
}

/**
 * The WebSocket API that Twilio's ConversationRelay opens for a real AI call: the API and its
 * `relay` stage in the top-level stack, and one function per row of `socketRoutes` with its
 * route, integration and permission in a nested stack of its own (as the HTTP routes' modules
 * are), which takes the API, table and log group as parameters and hands nothing back.
 */
export class RelaySocketApi extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly nestedStack: NestedStack;
  readonly routeFunctions: { route: SocketRouteDefinition; fn: NodejsFunction }[] = [];
  /** What Twilio opens: `wss://{apiId}.execute-api.{region}.amazonaws.com/relay`. */
  readonly url: string;
  /** The connections API the functions post to: `https://…/relay` (API Gateway's callback URL). */
  readonly callbackUrl: string;

  constructor(scope: Construct, id: string, props: RelaySocketApiProps) {
    super(scope, id);
    assertRelayRoutes(props.routes);
    const stack = Stack.of(this);
    this.api = new WebSocketApi(this, 'WebSocketApi', {
      apiName: `${stack.stackName}-relay`,
      description: 'SalesFlow: the ConversationRelay WebSocket of real AI calls',
    });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: RELAY_STAGE,
      autoDeploy: true,
      // Handshakes are unauthenticated until `$connect` checks the Twilio signature: the same
      // ceiling as the HTTP API, so a flood cannot run up the Lambda bill.
      throttle: { rateLimit: STAGE_THROTTLE.rateLimit, burstLimit: STAGE_THROTTLE.burstLimit },
    });
    // Built from the API's id, not the stage's attributes: the functions need the stage's name
    // only, and a literal keeps the nested stack from waiting on (or referring to) the stage.
    const host = `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    this.url = `wss://${host}/${RELAY_STAGE}`;
    this.callbackUrl = `https://${host}/${RELAY_STAGE}`;

    this.nestedStack = new NestedStack(this, 'Routes-call-relay', {
      description: 'SalesFlow relay WebSocket routes',
    });
    for (const route of props.routes) this.addRoute(this.nestedStack, route, props);
  }

  /** Post to, close and describe this stage's connections, and nothing else. */
  grantManageConnections(fn: NodejsFunction): void {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['execute-api:ManageConnections'],
        resources: [
          Stack.of(this).formatArn({
            service: 'execute-api',
            resource: this.api.apiId,
            resourceName: `${RELAY_STAGE}/*/@connections/*`,
          }),
        ],
      }),
    );
  }

  get functions(): NodejsFunction[] {
    return this.routeFunctions.map(({ fn }) => fn);
  }

  private addRoute(scope: Construct, route: SocketRouteDefinition, props: RelaySocketApiProps) {
    const name = routeId(route);
    const { fn } = new ApiFunction(scope, name, {
      handler: route.handler,
      role: 'socket',
      functionId: name,
      description: `${route.api} ${route.routeKey}`,
      timeout: Duration.seconds(route.timeoutSeconds ?? 10),
      sourceDir: props.sourceDir,
      ...(route.nodeModules ? { nodeModules: route.nodeModules } : {}),
    });
    bindTable(fn, props.table, route.table);
    if (route.postsToConnections) this.grantManageConnections(fn);
    if (route.speech) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['transcribe:StartStreamTranscription', 'polly:SynthesizeSpeech'],
          resources: ['*'],
        }),
      );
    }
    new WebSocketRoute(scope, `${name}-route`, {
      webSocketApi: this.api,
      routeKey: route.routeKey,
      integration: new WebSocketLambdaIntegration(`${name}-integration`, fn),
    });
    this.routeFunctions.push({ route, fn });
  }
}

const assertRelayRoutes = (routes: readonly SocketRouteDefinition[]): void => {
  const seen = new Set<string>();
  for (const route of routes) {
    if (route.api !== 'relay') throw new Error(`${route.handler} is not a relay route`);
    if (seen.has(route.routeKey)) throw new Error(`Relay route ${route.routeKey} declared twice`);
    seen.add(route.routeKey);
  }
};
