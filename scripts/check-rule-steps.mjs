// Only a scenario under a Gherkin `Rule:` may check the shop's rules directly (features/README.md):
// every step whose definition calls a rule task (features/support/tasks/*/rules/) must sit under a
// Rule:. Reads the usage report the application profile writes (reports/cucumber/usage.json).
import { existsSync, readFileSync } from 'node:fs';

const REPORT = 'reports/cucumber/usage.json';
if (!existsSync(REPORT)) {
  console.error(`${REPORT} is missing: run \`npx cucumber-js --profile application\` first`);
  process.exit(1);
}

/** The names a step file imports from a rules/ task module. */
function ruleTaskNames(stepFile) {
  const source = readFileSync(stepFile, 'utf8');
  const names = new Set();
  for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*\/rules\/[^']*'/g))
    for (const item of list.split(','))
      names.add(
        item
          .replace(/\btype\b/, '')
          .split(' as ')
          .at(-1)
          .trim(),
      );
  names.delete('');
  return names;
}

/** Whether the line of a feature file is inside a Rule: block. */
function underRule(featureFile, line) {
  const lines = readFileSync(featureFile, 'utf8').split('\n').slice(0, line);
  return lines.some((text) => text.trim().startsWith('Rule:'));
}

const misplaced = [];
for (const definition of JSON.parse(readFileSync(REPORT, 'utf8'))) {
  const names = [...ruleTaskNames(definition.uri)];
  const callsRules = names.some((name) => new RegExp(`\\b${name}\\b`).test(definition.code));
  if (!callsRules) continue;
  for (const match of definition.matches)
    if (!underRule(match.uri, match.line))
      misplaced.push(`${match.uri}:${match.line} "${match.text}" (${definition.uri}:${definition.line})`);
}

if (misplaced.length > 0) {
  console.error(
    'Steps that check a rule directly outside a Rule: block (drive the screen, or move the scenario under a Rule:):',
  );
  for (const place of misplaced) console.error(`  ${place}`);
  process.exit(1);
}
console.log('Every step that checks a rule directly sits under a Rule:.');
