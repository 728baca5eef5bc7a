// `npm run bench:stack-floor`: what the libraries the product fixes weigh before any of the shop's code
// (the pages of scripts/bench/stackFloorPages.mjs), gzipped as the size budgets count (.size-limit.mjs).
// A page the app takes over cannot weigh less. Not a test: it prints a table.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildStackFloorPage, STACK_FLOOR_PAGES } from './stackFloorPages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WORK = path.join(ROOT, 'node_modules', '.cache', 'stack-floor');

const gzippedKB = (dir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dir, file))).length, 0) / 1000;

rmSync(WORK, { recursive: true, force: true });
const rows = [];
for (const name of Object.keys(STACK_FLOOR_PAGES)) {
  const output = await buildStackFloorPage(name, path.join(WORK, String(rows.length)));
  rows.push(`| ${name} | ${gzippedKB(output).toFixed(1)} kB |`);
}
console.log(['| What a page imports | JavaScript, gzipped |', '| --- | ---: |', ...rows].join('\n'));
