import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { CrashPage } from './crash-page';

/** Catches render crashes outside the router (providers, the unsupported page). */
export class CrashBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render crash', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <CrashPage error={this.state.error} /> : this.props.children;
  }
}

/** Route crashes (render and loader errors) land here through the root route's errorElement. */
export function RouteCrash() {
  return <CrashPage error={useRouteError()} />;
}
