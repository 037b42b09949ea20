import { Component, type ErrorInfo, type ReactNode } from "react";
import { isChunkLoadError, reloadOnceSiteAnswers } from "~/runtime/chunk-reload";
import { retryFailedLoads } from "~/runtime/lazy-load";
import styles from "./load-error-boundary.module.css";

interface BoundaryProps {
  message: string;
  children: ReactNode;
}

/** Catches a failed lazy load below it (spec §8: an error text plus a Retry button). */
export class LoadErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  private retried = false;

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn("A lazily loaded part of the page failed to load:", error, info.componentStack);
    // The Retry's load failed too.
    if (this.retried && isChunkLoadError(error)) void reloadOnceSiteAnswers();
    this.retried = false;
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.error} role="alert">
        <p>{this.props.message}</p>
        <button
          type="button"
          className={styles.retry}
          onClick={() => {
            // The children render again, and their failed loads start anew.
            retryFailedLoads();
            this.retried = true;
            this.setState({ failed: false });
          }}
        >
          Retry
        </button>
      </div>
    );
  }
}
