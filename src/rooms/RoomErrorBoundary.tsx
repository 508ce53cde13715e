// Catches a render error in a room (e.g. no WebGL) and hands it to the shell,
// which shows it in the lobby instead of a blank page.
import { Component, type ReactNode } from 'react';

export class RoomErrorBoundary extends Component<{ onError: (message: string) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error instanceof Error ? error.message : String(error));
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
