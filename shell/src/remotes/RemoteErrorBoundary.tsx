// Catches render errors thrown by a remote's components so one broken area never blanks the site.
import { Component, type ReactNode } from 'react';
import type { RemoteAreaName } from './remote-areas';
import { RemoteErrorCard } from './RemoteErrorCard';

interface Props {
  area: RemoteAreaName;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[shell] remote area "${this.props.area}" crashed`, error);
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (this.state.failed) return <RemoteErrorCard area={this.props.area} onRetry={this.retry} />;
    return this.props.children;
  }
}
