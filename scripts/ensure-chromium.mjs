// Makes sure a system Chromium exists for the browser tests; installs Debian's package when run as root.
import { execSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    'Browser tests need Chromium: install the Debian package "chromium" (sudo apt-get install chromium) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

console.log('Chromium not found: installing the Debian package "chromium"…');
execSync(
  'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation',
  {
    stdio: 'inherit',
  },
);
const installed = findChromium();
if (!installed) {
  console.error('Installing the Debian package "chromium" did not provide /usr/bin/chromium.');
  process.exit(1);
}
console.log(`Chromium: ${installed}`);
