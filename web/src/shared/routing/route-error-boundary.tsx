import { Component, type ReactNode } from 'react';
import type { Location } from './location-source';

interface Props {
  fallback: ReactNode;
  /** A navigation clears the error, so leaving a crashed screen draws the next one normally. */
  location: Location;
  children: ReactNode;
}

interface State {
  failed: boolean;
  location: Location;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
