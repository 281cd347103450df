import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { createQueryClient } from '../app/query-client';

/**
 * One component inside the app's providers and a memory router at `path`. Every path renders the
 * same element, so it stays mounted while it navigates; `router.state.location` shows where to.
 */
export const renderInRouter = (ui: ReactElement, path = '/app') => {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, user, router };
};
