// Free loopback ports found synchronously, where a port must be known before anything starts (the
// Playwright configs, whose workers inherit the ports through the environment).
import { execFileSync } from 'node:child_process';

/** A child Node that asks the system for a free port on loopback and prints it. */
const PRINT_FREE_PORT = `
  const server = require('node:net').createServer();
  server.listen(0, '127.0.0.1', () => {
    console.log(server.address().port);
    server.close();
  });
`;

/** `count` distinct free TCP ports on loopback. */
export function freePortsSync(count) {
  const ports = new Set();
  while (ports.size < count)
    ports.add(Number(execFileSync(process.execPath, ['-e', PRINT_FREE_PORT], { encoding: 'utf8' }).trim()));
  return [...ports];
}
