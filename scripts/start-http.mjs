// `npm run start:http`: HTTP mode in one command. The local API server (API_PORT, default 8081) and the
// webpack dev server (PORT, default 8080) built with API_BASE_URL pointing at it; output prefixed per
// process; Ctrl-C, or either process ending, stops both.
import { createRequire } from 'node:module';
import { ProcessGroup } from './processGroup.mjs';

const require = createRequire(import.meta.url);
const apiPort = Number(process.env.API_PORT ?? 8081);
const appPort = Number(process.env.PORT ?? 8080);
const appOrigin = `http://localhost:${appPort}`;
const apiBaseUrl = `http://127.0.0.1:${apiPort}`;

const group = new ProcessGroup();
group.serve('api', require.resolve('ts-node/dist/bin.js'), ['server/main.ts'], {
  PORT: String(apiPort),
  APP_ORIGIN: appOrigin,
});
group.serve('app', require.resolve('webpack-cli/bin/cli.js'), ['serve', '--mode', 'development'], {
  PORT: String(appPort),
  API_BASE_URL: apiBaseUrl,
  // The API is the local sandbox server: the KYC page may offer its Simulate Success.
  SANDBOX_TOOLS: 'on',
});

process.stdout.write(`HTTP mode: the app on ${appOrigin}, the API on ${apiBaseUrl} (Ctrl-C stops both)\n`);
