import { spawnSync } from 'node:child_process';
import path from 'node:path';

const GENERATOR = path.join(__dirname, 'generate-api-code.mjs');

describe('the code generated from docs/openapi.yaml (src/adapters/http/generated)', () => {
  it('is what the document gives now: `npm run generate:api` after changing the document', () => {
    const run = spawnSync(process.execPath, [GENERATOR, '--check'], { encoding: 'utf8' });

    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  });
});
