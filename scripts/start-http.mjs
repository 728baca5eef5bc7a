// `npm run start:http`: HTTP mode in one command. The local API server (API_PORT, default 8081) and the
// webpack dev server (PORT, default 8080) built with API_BASE_URL pointing at it; output prefixed per
// process; Ctrl-C, or either process ending, stops both.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

const require = createRequire(import.meta.url);
const apiPort = Number(process.env.API_PORT ?? 8081);
const appPort = Number(process.env.PORT ?? 8080);
const appOrigin = `http://localhost:${appPort}`;
const apiBaseUrl = `http://127.0.0.1:${apiPort}`;

const processes = [
  {
    name: 'api',
    script: require.resolve('ts-node/dist/bin.js'),
    args: ['server/main.ts'],
    env: { PORT: String(apiPort), APP_ORIGIN: appOrigin },
  },
  {
    name: 'app',
    script: require.resolve('webpack-cli/bin/cli.js'),
    args: ['serve', '--mode', 'development'],
    env: { PORT: String(appPort), API_BASE_URL: apiBaseUrl },
  },
];

/** Copies each line of a child's stream to ours, prefixed with the child's name. */
function forward(stream, name, target) {
  createInterface({ input: stream }).on('line', (line) => target.write(`[${name}] ${line}\n`));
}

const children = processes.map(({ name, script, args, env }) => {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  forward(child.stdout, name, process.stdout);
  forward(child.stderr, name, process.stderr);
  return { name, child };
});

let stopping = false;

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  for (const { child } of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}

for (const { name, child } of children) {
  child.on('exit', (code, signal) => {
    if (!stopping)
      process.stderr.write(`[${name}] stopped (${signal ?? `exit code ${code}`}); stopping the other\n`);
    stopAll(code ?? 0);
  });
  child.on('error', (error) => {
    process.stderr.write(`[${name}] could not start: ${error.message}\n`);
    stopAll(1);
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

process.stdout.write(`HTTP mode: the app on ${appOrigin}, the API on ${apiBaseUrl} (Ctrl-C stops both)\n`);
