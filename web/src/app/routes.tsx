import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { paths } from '../config/paths';
import { RouteError } from './routes/route-error';

/** Every page of document 2's routing table; each screen is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <LoadingScreen label="Loading..." />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./routes/landing')).LandingRoute }),
      },
      {
        path: paths.app.dashboard,
        lazy: async () => ({ Component: (await import('./routes/app/app-root')).AppRoot }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./routes/app/dashboard')).DashboardRoute,
            }),
          },
          {
            path: paths.app.contacts,
            lazy: async () => ({
              Component: (await import('./routes/app/contacts')).ContactsRoute,
            }),
          },
          {
            path: paths.app.deals,
            lazy: async () => ({ Component: (await import('./routes/app/deals')).DealsRoute }),
          },
          {
            path: paths.app.tasks,
            lazy: async () => ({ Component: (await import('./routes/app/tasks')).TasksRoute }),
          },
          {
            path: paths.app.aiCalling,
            lazy: async () => ({
              Component: (await import('./routes/app/ai-calling')).AiCallingRoute,
            }),
          },
          {
            path: paths.app.team,
            lazy: async () => ({ Component: (await import('./routes/app/team')).TeamRoute }),
          },
          {
            path: paths.app.integrations,
            lazy: async () => ({
              Component: (await import('./routes/app/integrations')).IntegrationsRoute,
            }),
          },
          {
            // Its own chunk with the chart library: nothing of it loads before /app/reports.
            path: paths.app.reports,
            lazy: async () => ({
              Component: (await import('./routes/app/reports')).ReportsRoute,
            }),
          },
          {
            path: paths.app.settings,
            lazy: async () => ({
              Component: (await import('./routes/app/settings')).SettingsRoute,
            }),
          },
          {
            path: paths.app.admin,
            lazy: async () => ({ Component: (await import('./routes/app/admin')).AdminRoute }),
          },
          {
            path: paths.app.whatsapp,
            lazy: async () => ({
              Component: (await import('./routes/app/whatsapp')).WhatsappRoute,
            }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
          },
        ],
      },
      {
        path: paths.inviteRoute,
        lazy: async () => ({ Component: (await import('./routes/invite')).InviteRoute }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
];
