import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';

export type ApiHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

/** Where the route table's handler paths point, as in the CDK stack. */
export const FUNCTIONS_SRC = resolve(import.meta.dirname, '../../functions/src');

const handlers = new Map<string, Promise<ApiHandler>>();

/** The same module the CDK stack bundles for this route, loaded once. */
export const loadHandler = (modulePath: string, sourceDir = FUNCTIONS_SRC): Promise<ApiHandler> => {
  const url = pathToFileURL(resolve(sourceDir, `${modulePath}.ts`)).href;
  let loaded = handlers.get(url);
  if (!loaded) {
    loaded = import(url).then((mod: { handler: ApiHandler }) => mod.handler);
    handlers.set(url, loaded);
  }
  return loaded;
};
