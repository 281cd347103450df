import { screenPreloads } from '../app/routes';

/**
 * Loads every lazily loaded screen of the route table up front. The first import of a screen is
 * transformed on demand, which on a busy CI machine can outlast a `findBy` wait; tests that render
 * the whole app call this in `beforeAll` so their waits measure rendering only.
 */
export const preloadRoutes = async (): Promise<void> => {
  await Promise.all(screenPreloads().map((preload) => preload()));
};

/** Long enough for a cold transform of every screen on a slow machine. */
export const PRELOAD_TIMEOUT_MS = 120_000;
