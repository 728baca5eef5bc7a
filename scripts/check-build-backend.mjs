// `node scripts/check-build-backend.mjs <dir> <sandbox|http>`, run by `npm test` after each production
// build: a build carries the adapters of its own backend mode only (src/composition/buildBackend.ts).
// The sandbox's build has no HTTP gateway; HTTP mode's (the one a real host serves) has no in-memory
// gateway and none of the sandbox's code or seed data. Reads the build's source maps.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Modules a build of the mode must not hold, by their path in the repository. */
const FOREIGN = {
  sandbox: /\/src\/adapters\/http\/|\/src\/composition\/httpModule/,
  // Both modes share two small modules from the sandbox's folder: its default origin (the dev server's,
  // HTTP mode's fallback) and its error type, which the card-details widget's stand-in reads.
  http: /\/src\/adapters\/in-memory\/InMemory|\/src\/adapters\/sandbox\/(?!sandboxOrigin\.ts|SandboxError\.ts)|\/src\/composition\/sandbox/,
};

const [dir, mode] = process.argv.slice(2);
if (!dir || !FOREIGN[mode]) {
  console.error('usage: node scripts/check-build-backend.mjs <build directory> <sandbox|http>');
  process.exit(2);
}
const assets = path.join(dir, 'assets');
const maps = readdirSync(assets).filter((file) => file.endsWith('.js.map'));
const found = maps.flatMap((map) =>
  JSON.parse(readFileSync(path.join(assets, map), 'utf8'))
    .sources.filter((source) => FOREIGN[mode].test(source))
    .map((source) => `${map.replace(/\.map$/, '')}: ${source.replace(/^.*?\/src\//, 'src/')}`),
);
if (maps.length === 0 || found.length > 0) {
  console.error(
    maps.length === 0
      ? `check-build-backend: no source maps in ${assets}`
      : `check-build-backend: the ${mode} build holds another mode's adapters:\n  ${found.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `check-build-backend: ${dir}/ holds the ${mode} backend's adapters only (${maps.length} scripts read)`,
);
