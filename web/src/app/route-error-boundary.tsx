import { Component, type ReactNode } from 'react';
import { RouteError } from './routes/route-error';

export interface RouteErrorBoundaryProps {
  /** The page's path: moving to another page clears the error. */
  pathname: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  pathname: string;
}

/** Catches a screen that failed to load or render, and shows RouteError in its place. */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
