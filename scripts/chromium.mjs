// Finds the system Chromium that browser tests drive. Playwright must never download its own.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function onPath(name) {
  try {
    return (
      execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null
    );
  } catch {
    return null;
  }
}

/** CHROMIUM_PATH, then /usr/bin/chromium, then chromium-browser on the PATH; null when none exists. */
export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    onPath('chromium'),
    onPath('chromium-browser'),
  ];
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;
}
