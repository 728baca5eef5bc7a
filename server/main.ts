import { DEFAULT_SANDBOX_ORIGIN } from '../src/adapters/sandbox/createSandbox';
import { createApiServer } from './createApiServer';
import { stopGracefully } from './http/stopGracefully';
import { sandboxToolsEnabled } from './sandboxToolsSwitch';
import { createServerSandbox } from './serverSandbox';

/**
 * `npm run api`: the local API server on loopback, its sandbox held as live objects in memory (a restart
 * seeds it afresh). SIGINT or SIGTERM stops it gracefully: requests in flight finish first.
 */
const port = Number(process.env.PORT ?? 8081);
const appOrigin = process.env.APP_ORIGIN ?? DEFAULT_SANDBOX_ORIGIN;
const sandboxTools = sandboxToolsEnabled(process.env);

const app = createApiServer({
  sandbox: createServerSandbox(appOrigin),
  allowedOrigins: [appOrigin],
  sandboxTools,
  log: (line) => process.stdout.write(`${new Date().toISOString()} ${line}\n`),
});

// Express 5 calls back with the error when the port cannot be taken.
const server = app.listen(port, '127.0.0.1', (error) => {
  if (error) {
    process.stderr.write(`The local API server could not start: ${error.message}\n`);
    process.exitCode = 1;
    return;
  }
  process.stdout.write(
    `Local API server on http://127.0.0.1:${port} (app origin ${appOrigin}; sandbox tools ${sandboxTools ? 'on' : 'off'})\n`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stdout.write(`Local API server stopping (${signal}): finishing the requests in flight\n`);
    void stopGracefully(server).then(() => process.stdout.write('Local API server stopped\n'));
  });
}
