/**
 * Imports every lazily loaded screen up front. The first import of a screen is transformed on
 * demand, which on a busy CI machine can outlast a `findBy` wait; tests that render the whole app
 * call this in `beforeAll` so their waits measure rendering only.
 */
export const preloadRoutes = async (): Promise<void> => {
  await Promise.all([
    import('../app/routes/landing'),
    import('../app/routes/app/app-root'),
    import('../app/routes/app/dashboard'),
    import('../app/routes/app/contacts'),
    import('../app/routes/app/deals'),
    import('../app/routes/app/coming-soon'),
    import('../app/routes/not-found'),
  ]);
};

/** Long enough for a cold transform of every screen on a slow machine. */
export const PRELOAD_TIMEOUT_MS = 120_000;
