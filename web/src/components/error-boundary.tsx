import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to render instead of the failed subtree. */
  fallback: ReactNode;
  /** Where the failure is logged (errors here are logged only, never shown as an error page). */
  label: string;
  children: ReactNode;
}

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.label} failed`, error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
