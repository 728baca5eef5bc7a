import type { Server } from 'node:http';

/** How long requests in flight may take to finish once the server is asked to stop. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops taking connections, lets the requests in flight finish (idle kept-alive connections are
 * closed at once), and after `graceMs` cuts whatever is left. Resolves once the server is closed.
 */
export function stopGracefully(server: Server, graceMs: number = SHUTDOWN_GRACE_MS): Promise<void> {
  return new Promise((resolve) => {
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    deadline.unref();
    server.close(() => {
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}
