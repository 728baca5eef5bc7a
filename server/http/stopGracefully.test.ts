import { createServer, type Server } from 'node:http';
import { stopGracefully } from './stopGracefully';

/** A server whose one route answers after `delayMs`, and the URL it listens on. */
async function slowServer(delayMs: number): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    // Unref'd: a request cut short must not keep the test process alive.
    setTimeout(() => response.end('done'), delayMs).unref();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return { server, url: `http://127.0.0.1:${address.port}` };
}

describe('stopping the server gracefully', () => {
  it('lets a request in flight finish, then refuses new connections', async () => {
    const { server, url } = await slowServer(300);
    const inFlight = fetch(url).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 50));

    const stopped = stopGracefully(server);

    await expect(inFlight).resolves.toBe('done');
    await stopped;
    await expect(fetch(url)).rejects.toThrow();
  });

  it('does not wait for the keep-alive timeout of a connection whose request has ended', async () => {
    const { server, url } = await slowServer(100);
    // The client keeps its connection open for longer than the server's keep-alive timeout.
    server.keepAliveTimeout = 600_000;
    const inFlight = fetch(url).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 50));

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
    const { server, url } = await slowServer(60_000);
    const inFlight = fetch(url);
    await new Promise((resolve) => setTimeout(resolve, 50));

    await stopGracefully(server, 100);

    await expect(inFlight).rejects.toThrow();
  });
});
