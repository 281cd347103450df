import type { RouteObject } from 'react-router';
import { routes } from '../app/routes';

/** Every route's lazy loader, through the whole tree. */
const loaders = (tree: readonly RouteObject[]): (() => Promise<unknown>)[] =>
  tree.flatMap((route) => [
    ...(typeof route.lazy === 'function' ? [route.lazy as () => Promise<unknown>] : []),
    ...loaders(route.children ?? []),
  ]);

/**
 * Loads every lazily loaded screen of the route table up front. The first import of a screen is
 * transformed on demand, which on a busy CI machine can outlast a `findBy` wait; tests that render
 * the whole app call this in `beforeAll` so their waits measure rendering only.
 */
export const preloadRoutes = async (): Promise<void> => {
  await Promise.all(loaders(routes).map((load) => load()));
};

/** Long enough for a cold transform of every screen on a slow machine. */
export const PRELOAD_TIMEOUT_MS = 120_000;
