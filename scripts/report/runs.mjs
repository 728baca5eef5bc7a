// What the Cucumber runs found, read from their JSON reports: each feature (grouped by capability,
// the folder under features/) and each scenario's result on each profile that ran it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const PENDING_SCREEN = '@pending-screen';

/** The two profiles of cucumber.json: where each writes its results. */
export const PROFILES = [
  {
    id: 'application',
    json: 'reports/cucumber/application.json',
    messages: 'reports/cucumber/application.ndjson',
  },
  { id: 'ui', json: 'reports/cucumber/ui.json', messages: 'reports/cucumber/ui.ndjson' },
];

const broke = (step) => ['failed', 'ambiguous', 'undefined'].includes(step.result.status);

/**
 * A scenario's result as `npm test` counts it: a scenario tagged @pending-screen waits for its screen
 * (pending, never passed) unless a step broke; any other scenario passed only when every step and
 * hook passed, and failed otherwise.
 * @returns {'passed' | 'failed' | 'pending'}
 */
export function scenarioStatus(scenario) {
  const tagged = (scenario.tags ?? []).some((tag) => tag.name === PENDING_SCREEN);
  if (tagged && !scenario.steps.some(broke)) return 'pending';
  return scenario.steps.every((step) => step.result.status === 'passed') ? 'passed' : 'failed';
}

/** A row of a Gherkin table: its cells, trimmed (a pipe escaped as \\| stays in its cell). */
const cellsOf = (row) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));

/**
 * The example a scenario outline's row plays: each column of its Examples table with the row's
 * value, read from the feature file (the row is at the scenario's line).
 */
function exampleOf(root, uri, line) {
  const lines = readFileSync(path.join(root, uri), 'utf8').split(/\r?\n/);
  const isRow = (index) => /^\s*\|/.test(lines[index] ?? '');
  let header = line - 1;
  while (header > 0 && isRow(header - 1)) header -= 1;
  if (!isRow(line - 1) || header === line - 1) return [];
  const names = cellsOf(lines[header] ?? '');
  const values = cellsOf(lines[line - 1] ?? '');
  return names.map((name, index) => ({ name, value: values[index] ?? '' }));
}

const capabilityOf = (uri) => uri.replace(/\\/g, '/').split('/').at(-2) ?? '';

/** The text of an image attached to a step: its bytes. */
const screenshotsOf = (step) =>
  (step.embeddings ?? [])
    .filter((embedding) => (embedding.mime_type ?? embedding.media?.type) === 'image/png')
    .map((embedding) => Buffer.from(embedding.data, 'base64'));

function stepsOf(element) {
  return element.steps
    .filter((step) => !step.hidden || step.result.status !== 'passed' || screenshotsOf(step).length > 0)
    .map((step) => ({
      keyword: step.hidden ? `${step.keyword} hook` : step.keyword.trim(),
      text: step.name ?? '',
      status: step.result.status,
      error: step.result.error_message ?? null,
      screenshots: screenshotsOf(step),
    }));
}

/**
 * @typedef {{ status: 'passed'|'failed'|'pending', steps: { keyword: string, text: string, status: string, error: string|null, screenshots: Buffer[] }[] }} Result
 * @typedef {{ key: string, uri: string, line: number, outline: string|null, example: { name: string, value: string }[], keyword: string, name: string, tags: string[], steps: string[], french: boolean, results: Record<string, Result> }} Scenario
 * @typedef {{ uri: string, capability: string, name: string, description: string, tags: string[], scenarios: Scenario[] }} Feature
 */

/** Every feature the runs found, by capability then name; `ran` names the profiles whose report exists. */
export function readRuns(root = process.cwd()) {
  /** @type {Map<string, Feature>} */
  const features = new Map();
  const ran = [];
  for (const profile of PROFILES) {
    const file = path.join(root, profile.json);
    if (!existsSync(file)) continue;
    ran.push(profile.id);
    for (const found of JSON.parse(readFileSync(file, 'utf8'))) {
      const uri = found.uri.replace(/\\/g, '/');
      if (!features.has(uri)) {
        features.set(uri, {
          uri,
          capability: capabilityOf(uri),
          name: found.name,
          description: (found.description ?? '').trim(),
          tags: (found.tags ?? []).map((tag) => tag.name),
          scenarios: [],
        });
      }
      const feature = /** @type {Feature} */ (features.get(uri));
      for (const element of found.elements ?? []) {
        if (element.type !== 'scenario') continue;
        const key = `${uri}:${element.line}`;
        let scenario = feature.scenarios.find((known) => known.key === key);
        if (!scenario) {
          const steps = element.steps
            .filter((step) => !step.hidden)
            .map((step) => `${step.keyword.trim()} ${step.name}`);
          const outline = /outline|template/i.test(element.keyword);
          scenario = {
            key,
            uri,
            line: element.line,
            outline: outline ? `${uri}:${element.id}` : null,
            example: outline && existsSync(path.join(root, uri)) ? exampleOf(root, uri, element.line) : [],
            keyword: element.keyword,
            name: element.name,
            tags: (element.tags ?? []).map((tag) => tag.name),
            steps,
            // It drives the shop in French: a step names French as the language.
            french: steps.some((step) => /\bFrench\b/.test(step)),
            results: {},
          };
          feature.scenarios.push(scenario);
        }
        scenario.results[profile.id] = { status: scenarioStatus(element), steps: stepsOf(element) };
      }
    }
  }
  const list = [...features.values()];
  for (const feature of list) feature.scenarios.sort((a, b) => a.line - b.line);
  list.sort((a, b) => a.capability.localeCompare(b.capability) || a.name.localeCompare(b.name));
  return { ran, features: list };
}
