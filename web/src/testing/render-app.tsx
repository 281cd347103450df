import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/routes';

/** The whole app (real routes, providers and a fresh cache) at `path`. */
export const renderApp = (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, user, router };
};

/** One component inside the app's providers, with a fresh cache. */
export const renderWithProviders = (ui: ReactElement) => {
  const user = userEvent.setup({ delay: null });
  const view = render(<AppProvider queryClient={createQueryClient()}>{ui}</AppProvider>);
  return { ...view, user };
};
