import { MemoryStorage } from '../src/adapters/browser/MemoryStorage';
import { createSandbox, DEFAULT_SANDBOX_ORIGIN } from '../src/adapters/sandbox/createSandbox';
import { createApiServer } from './createApiServer';
import { sandboxToolsEnabled } from './sandboxToolsSwitch';

/** `npm run api`: the local API server on loopback, its sandbox in memory (a restart seeds it afresh). */
const port = Number(process.env.PORT ?? 8081);
const appOrigin = process.env.APP_ORIGIN ?? DEFAULT_SANDBOX_ORIGIN;
const sandboxTools = sandboxToolsEnabled(process.env);

const app = createApiServer({
  sandbox: createSandbox({ storage: new MemoryStorage(), origin: appOrigin }),
  allowedOrigins: [appOrigin],
  sandboxTools,
  log: (line) => process.stdout.write(`${new Date().toISOString()} ${line}\n`),
});

// Express 5 calls back with the error when the port cannot be taken.
app.listen(port, '127.0.0.1', (error) => {
  if (error) {
    process.stderr.write(`The local API server could not start: ${error.message}\n`);
    process.exitCode = 1;
    return;
  }
  process.stdout.write(
    `Local API server on http://127.0.0.1:${port} (app origin ${appOrigin}; sandbox tools ${sandboxTools ? 'on' : 'off'})\n`,
  );
});
