import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';

export type ApiHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

/** Where the route table's handler paths point, as in the CDK stack. */
export const FUNCTIONS_SRC = resolve(import.meta.dirname, '../../functions/src');

const handlers = new Map<string, Promise<unknown>>();

/**
 * The same module the CDK stack bundles for this route, loaded once. An HTTP route's handler
 * unless told otherwise (the WebSocket routes' take their own events).
 */
export const loadHandler = <H = ApiHandler>(
  modulePath: string,
  sourceDir = FUNCTIONS_SRC,
): Promise<H> => {
  const url = pathToFileURL(resolve(sourceDir, `${modulePath}.ts`)).href;
  let loaded = handlers.get(url);
  if (!loaded) {
    loaded = import(url).then((mod: { handler: H }) => mod.handler);
    handlers.set(url, loaded);
  }
  return loaded as Promise<H>;
};
