import { Component, type ReactNode } from 'react';

type Props = {
  /** Shown instead of the children once they fail to render; nothing unless told. */
  fallback?: ReactNode;
  /** A new value gives the children another try (e.g. the address, after a navigation). */
  resetKey?: unknown;
  children: ReactNode;
};

type State = { failed: boolean; resetKey: unknown };

/**
 * Keeps a part of the page that fails to render (data from the API it cannot draw) from taking the rest of the page
 * with it: the part is replaced by its fallback. React reports the error itself.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { failed: false, resetKey: props.resetKey };
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
