import type { Access, HttpMethod, RouteDefinition } from './route-table';

/**
 * What `route()` needs of its route table row to serve a request: who may call it, and whether it
 * is a change and goes on while the organization is read-only.
 */
export interface RouteRow {
  method: HttpMethod;
  path: string;
  access: Access;
  whileReadOnly?: boolean;
}

/**
 * The environment variable that gives a deployed function its own row (JSON), set by the CDK
 * construct from the route table (infra/lib/constructs/api-function.ts). A function thus carries
 * its row, not the whole table (about 13 KiB of every bundle, and what each cold start parses).
 */
export const ROUTE_ROW_ENV = 'SALESFLOW_ROUTE';

/** The row as the environment variable carries it. */
export const routeRowValue = (route: RouteDefinition): string =>
  JSON.stringify({
    method: route.method,
    path: route.path,
    access: route.access,
    ...(route.whileReadOnly ? { whileReadOnly: true } : {}),
  } satisfies RouteRow);

const keyOf = (row: Pick<RouteRow, 'method' | 'path'>) => `${row.method} ${row.path}`;

const registered = new Map<string, RouteRow>();

/**
 * Rows served in this process beside the function's own: the local gateway registers the whole
 * table it serves (every handler runs in its process), and test set-ups likewise.
 */
export const registerRouteRows = (rows: readonly RouteRow[]): void => {
  for (const row of rows) registered.set(keyOf(row), row);
};

let own: RouteRow | null | undefined;

const ownRow = (): RouteRow | null => {
  if (own !== undefined) return own;
  const value = process.env[ROUTE_ROW_ENV];
  own = value ? (JSON.parse(value) as RouteRow) : null;
  return own;
};

/**
 * The row an API Gateway event is for, by its `routeKey` ("GET /api/contacts/{id}"): the
 * function's own, or one registered in this process; undefined for any other (a function never
 * guesses at a route it was not deployed for).
 */
export const findRouteRow = (routeKey: string | undefined): RouteRow | undefined => {
  if (!routeKey) return undefined;
  const mine = ownRow();
  if (mine && keyOf(mine) === routeKey) return mine;
  return registered.get(routeKey);
};
