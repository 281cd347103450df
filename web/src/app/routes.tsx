import { Suspense, useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { paths } from '../config/paths';
import { type LazyScreen, lazyScreen } from './lazy-screen';
import { RouteErrorBoundary } from './route-error-boundary';

/** What each route of the table carries beside its element: how to fetch its screen early. */
interface ScreenHandle {
  preload: LazyScreen['preload'];
}

/** A route's element and handle for a lazily loaded screen. */
const screen = (load: () => Promise<React.ComponentType>) => {
  const { element, preload } = lazyScreen(load);
  const handle: ScreenHandle = { preload };
  return { element, handle };
};

/**
 * Every page of document 2's routing table; each screen is its own lazily loaded chunk. Declared
 * routes (`useRoutes` under a BrowserRouter) rather than a data router: the app uses no loaders
 * or actions, and the data router's code is 16 KiB more gzipped JavaScript on every first screen.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    children: [
      { index: true, ...screen(async () => (await import('./routes/landing')).LandingRoute) },
      {
        path: paths.app.dashboard,
        ...screen(async () => (await import('./routes/app/app-root')).AppRoot),
        children: [
          {
            index: true,
            ...screen(async () => (await import('./routes/app/dashboard')).DashboardRoute),
          },
          {
            path: paths.app.contacts,
            ...screen(async () => (await import('./routes/app/contacts')).ContactsRoute),
          },
          {
            path: paths.app.deals,
            ...screen(async () => (await import('./routes/app/deals')).DealsRoute),
          },
          {
            path: paths.app.tasks,
            ...screen(async () => (await import('./routes/app/tasks')).TasksRoute),
          },
          {
            path: paths.app.aiCalling,
            ...screen(async () => (await import('./routes/app/ai-calling')).AiCallingRoute),
          },
          {
            path: paths.app.team,
            ...screen(async () => (await import('./routes/app/team')).TeamRoute),
          },
          {
            path: paths.app.integrations,
            ...screen(async () => (await import('./routes/app/integrations')).IntegrationsRoute),
          },
          {
            // Its own chunk with the chart library: nothing of it loads before /app/reports.
            path: paths.app.reports,
            ...screen(async () => (await import('./routes/app/reports')).ReportsRoute),
          },
          {
            path: paths.app.settings,
            ...screen(async () => (await import('./routes/app/settings')).SettingsRoute),
          },
          {
            path: paths.app.admin,
            ...screen(async () => (await import('./routes/app/admin')).AdminRoute),
          },
          {
            path: paths.app.whatsapp,
            ...screen(async () => (await import('./routes/app/whatsapp')).WhatsappRoute),
          },
          {
            path: '*',
            ...screen(async () => (await import('./routes/not-found')).NotFoundRoute),
          },
        ],
      },
      {
        path: paths.inviteRoute,
        ...screen(async () => (await import('./routes/invite')).InviteRoute),
      },
      {
        path: '*',
        ...screen(async () => (await import('./routes/not-found')).NotFoundRoute),
      },
    ],
  },
];

const preloadOf = (route: RouteObject) => (route.handle as ScreenHandle | undefined)?.preload;

/** Every screen of the table, for tests that load them all up front. */
export const screenPreloads = (tree: readonly RouteObject[] = routes): LazyScreen['preload'][] =>
  tree.flatMap((route) => [
    ...(preloadOf(route) ? [preloadOf(route) as LazyScreen['preload']] : []),
    ...screenPreloads(route.children ?? []),
  ]);

/**
 * The routed screens. Every screen the URL matches starts loading at once, the shell's and the
 * page's together, rather than the page's only once the shell has rendered (it waits for the
 * signed-in user first).
 */
export const AppRoutes = () => {
  const { pathname } = useLocation();
  useMemo(() => {
    for (const match of matchRoutes(routes, pathname) ?? []) {
      void preloadOf(match.route)?.().catch(() => undefined);
    }
  }, [pathname]);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<LoadingScreen label="Loading..." />}>{useRoutes(routes)}</Suspense>
    </RouteErrorBoundary>
  );
};
