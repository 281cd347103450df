import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

const Broken = (): never => {
  throw new Error('Failed to fetch dynamically imported module');
};

describe('the route error boundary', () => {
  it('shows what failed with a way to reload, and clears on another page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(
      <RouteErrorBoundary pathname="/app/reports">
        <Broken />
      </RouteErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();

    view.rerender(
      <RouteErrorBoundary pathname="/app">
        <p>Dashboard</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Dashboard')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});
