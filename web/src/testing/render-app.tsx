import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, type ReactNode, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { createQueryClient } from '../app/query-client';
import { AppRoutes } from '../app/routes';

/** The app's providers (theme, toasts) around `children`, with a fresh query cache. */
export const TestProviders = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  return <AppProvider queryClient={queryClient}>{children}</AppProvider>;
};

/** One component inside the app's providers, with a fresh cache. */
export const renderWithProviders = (ui: ReactElement) => {
  const user = userEvent.setup({ delay: null });
  const view = render(<TestProviders>{ui}</TestProviders>);
  return { ...view, user };
};

/** A memory router inside the app's providers; `router.state.location` shows where it went. */
export const renderRouter = (router: ReturnType<typeof createMemoryRouter>) => ({
  ...renderWithProviders(<RouterProvider router={router} />),
  router,
});

/**
 * The whole app (real routes, providers and a fresh cache) at `path`. The memory router only
 * holds the location for the test to read and drive; the app's own routes match inside it.
 */
export const renderApp = (path: string) =>
  renderRouter(
    createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [path] }),
  );
