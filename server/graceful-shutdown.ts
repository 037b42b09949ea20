// Stop accepting connections, let responses in flight finish, and cut whatever is still open when
// the time is up so a stuck client cannot hold a deploy hostage.
import type { Server } from "node:http";

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

export interface ShutdownResult {
  /** True when connections were still open at the deadline and had to be cut. */
  forced: boolean;
}

export function closeGracefully(server: Server, timeoutMs = DEFAULT_SHUTDOWN_TIMEOUT_MS): Promise<ShutdownResult> {
  return new Promise((resolve) => {
    let forced = false;
    const deadline = setTimeout(() => {
      forced = true;
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearTimeout(deadline);
      resolve({ forced });
    });
    // Keep-alive connections with no request in flight would otherwise hold close() open.
    server.closeIdleConnections();
  });
}
