import { createServer, type Server } from 'node:http';
import { stopGracefully } from './stopGracefully';

/**
 * A server whose one route answers after `delayMs`, the URL it listens on, and when it got its first
 * request (the request is in flight from then on, however busy the machine).
 */
async function slowServer(
  delayMs: number,
): Promise<{ server: Server; url: string; received: Promise<void> }> {
  let gotRequest: () => void = () => undefined;
  const received = new Promise<void>((resolve) => (gotRequest = resolve));
  const server = createServer((_request, response) => {
    gotRequest();
    // Unref'd: a request cut short must not keep the test process alive.
    setTimeout(() => response.end('done'), delayMs).unref();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return { server, url: `http://127.0.0.1:${address.port}`, received };
}

describe('stopping the server gracefully', () => {
  it('lets a request in flight finish, then refuses new connections', async () => {
    const { server, url, received } = await slowServer(300);
    const inFlight = fetch(url).then((response) => response.text());
    await received;

    const stopped = stopGracefully(server);

    await expect(inFlight).resolves.toBe('done');
    await stopped;
    await expect(fetch(url)).rejects.toThrow();
  });

  it('does not wait for the keep-alive timeout of a connection whose request has ended', async () => {
    const { server, url, received } = await slowServer(100);
    // The client keeps its connection open for longer than the server's keep-alive timeout.
    server.keepAliveTimeout = 600_000;
    const inFlight = fetch(url).then((response) => response.text());
    await received;

    let waited: NodeJS.Timeout | undefined;
    const stoppedWithin = await Promise.race([
      stopGracefully(server).then(() => 'stopped'),
      new Promise((resolve) => (waited = setTimeout(() => resolve('still waiting'), 20_000))),
    ]);
    clearTimeout(waited);

    expect(await inFlight).toBe('done');
    expect(stoppedWithin).toBe('stopped');
  });

  it('cuts a request that outlasts the grace period', async () => {
    const { server, url, received } = await slowServer(60_000);
    const inFlight = fetch(url);
    await received;

    await stopGracefully(server, 100);

    await expect(inFlight).rejects.toThrow();
  });
});
