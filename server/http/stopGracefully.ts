import type { Server } from 'node:http';

/** How long requests in flight may take to finish once the server is asked to stop. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** How often a stopping server closes the kept-alive connections that have turned idle. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops taking connections, lets the requests in flight finish, and after `graceMs` cuts whatever is
 * left. Kept-alive connections are closed as soon as they are idle, those idle now and those whose
 * request ends later (else each would hold the stop for the keep-alive timeout). Resolves once the
 * server is closed.
 */
export function stopGracefully(server: Server, graceMs: number = SHUTDOWN_GRACE_MS): Promise<void> {
  return new Promise((resolve) => {
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    deadline.unref();
    sweep.unref();
    server.close(() => {
      clearTimeout(deadline);
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}
