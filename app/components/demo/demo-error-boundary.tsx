import { Component, type ReactNode } from "react";

interface State {
  error: Error | null;
}

/** A crashing demo shows a message in its box instead of taking the whole page down. */
export class DemoErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert">
        <p>This demo stopped working: {this.state.error.message}</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Restart the demo
        </button>
      </div>
    );
  }
}
