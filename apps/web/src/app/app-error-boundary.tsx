import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './pages/route-error';

type State = { failed: boolean };

/**
 * Catches render errors and failed page downloads (a deploy replaced the chunks) so the
 * person sees the application error screen instead of a blank page.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
