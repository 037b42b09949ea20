import { Component, type ComponentType, type ErrorInfo, type ReactNode, Suspense, lazy, useState } from "react";
import styles from "./retryable-lazy.module.css";

interface BoundaryProps {
  message: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a failed lazy import below it and offers to load it again. */
export class LoadErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn("A lazily loaded part of the page failed to load:", error, info.componentStack);
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
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          Retry
        </button>
      </div>
    );
  }
}

/**
 * `React.lazy` keeps a failed import forever, so "Retry" needs a fresh lazy component: each
 * attempt creates one from `load`, and the browser fetches the chunk again.
 */
export function useRetryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const [attempt, setAttempt] = useState(() => ({ Lazy: lazy(load) }));
  return { Lazy: attempt.Lazy, retry: () => setAttempt({ Lazy: lazy(load) }) };
}

/** A lazily loaded component with a loading fallback and an error text plus "Retry" when it fails. */
export function RetryableLazy<P extends object>({
  load,
  props,
  message,
  fallback = null,
}: {
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  message: string;
  fallback?: ReactNode;
}) {
  const { Lazy, retry } = useRetryableLazy(load);
  return (
    <LoadErrorBoundary message={message} onRetry={retry}>
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    </LoadErrorBoundary>
  );
}
