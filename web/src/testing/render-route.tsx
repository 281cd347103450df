import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { renderRouter } from './render-app';

/**
 * One component inside the app's providers and a memory router at `path`. Every path renders the
 * same element, so it stays mounted while it navigates; `router.state.location` shows where to.
 */
export const renderInRouter = (ui: ReactElement, path = '/app') =>
  renderRouter(createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] }));
