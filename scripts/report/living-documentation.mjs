// `npm run report`: the living documentation, reports/living-documentation/index.html, made from the
// last runs of the Cucumber profiles (reports/cucumber/): the features by capability with each
// scenario's result on the application and ui profiles, the traceability to the specification, the
// French-language scenarios (fr/), and Cucumber's own report of each capability on each profile,
// with the ui profile's screenshots under their steps. Exits 1 when no profile ran, or when a tag
// names no section of the specification.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messagesAbout, readMessages, writeCucumberPage } from './cucumberPages.mjs';
import { capabilityName } from './labels.mjs';
import { cucumberPageOf, frenchPage, indexPage, traceabilityPage, unknownSpecTags } from './pages.mjs';
import { PROFILES, readRuns } from './runs.mjs';

export const OUTPUT = 'reports/living-documentation';
const HERE = path.dirname(fileURLToPath(import.meta.url));

/** What the report adds to each of Cucumber's pages: its title, its heading and the way back. */
function cucumberPageScript({ title, heading, back, backText }) {
  // JSON inside a script element: "<" escaped, so no text can close the element.
  const page = JSON.stringify({ title, heading, back, backText }).replace(/</g, '\\u003c');
  return `(function (page) {
  document.title = page.title;
  var header = document.createElement('header');
  header.className = 'living-documentation';
  var link = document.createElement('a');
  link.href = page.back;
  link.textContent = page.backText;
  var heading = document.createElement('h1');
  heading.textContent = page.heading;
  header.append(link, heading);
  document.body.prepend(header);
})(${page});\n`;
}

export async function writeLivingDocumentation() {
  const runs = readRuns();
  if (runs.ran.length === 0) {
    throw new Error(
      'no Cucumber report in reports/cucumber/: run `npm run test:features` (and `test:features:ui`) first',
    );
  }
  rmSync(OUTPUT, { recursive: true, force: true });
  for (const dir of ['screenshots', 'fr']) mkdirSync(path.join(OUTPUT, dir), { recursive: true });

  const written = new Set();
  /** The screenshot's file, from the report's root; one file per distinct image. */
  const screenshotFile = (png) => {
    const file = `screenshots/${createHash('sha256').update(png).digest('hex').slice(0, 20)}.png`;
    if (!written.has(file)) writeFileSync(path.join(OUTPUT, file), png);
    written.add(file);
    return file;
  };

  const generatedAt = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const pages = {
    'index.html': indexPage(runs, generatedAt),
    'traceability.html': traceabilityPage(runs, generatedAt, 'en'),
    'fr/index.html': frenchPage(runs, generatedAt, screenshotFile),
    'fr/tracabilite.html': traceabilityPage(runs, generatedAt, 'fr'),
  };
  for (const [file, text] of Object.entries(pages)) writeFileSync(path.join(OUTPUT, file), text);

  const css = readFileSync(path.join(HERE, 'cucumber-theme.css'), 'utf8');
  for (const profile of PROFILES) {
    if (!runs.ran.includes(profile.id)) continue;
    if (!existsSync(profile.messages))
      throw new Error(`${profile.messages} is missing: the ${profile.id} profile writes it`);
    const envelopes = await readMessages(profile.messages);
    const capabilities = [...new Set(runs.features.map((feature) => feature.capability))];
    for (const capability of capabilities) {
      const uris = new Set(
        runs.features
          .filter((f) => f.capability === capability && f.scenarios.some((s) => s.results[profile.id]))
          .map((f) => f.uri),
      );
      if (uris.size === 0) continue;
      const file = path.join(OUTPUT, cucumberPageOf(profile.id, capability));
      const heading = `${capabilityName(capability, 'en')} — ${profile.id} profile`;
      await writeCucumberPage({
        envelopes: messagesAbout(envelopes, uris),
        file,
        css,
        script: cucumberPageScript({
          title: `${heading} — Living documentation — Prepaid Cards`,
          heading,
          back: `../index.html#capability-${capability}`,
          backText: '← Living documentation: every capability',
        }),
      });
      pages[cucumberPageOf(profile.id, capability)] = '';
    }
  }

  const unknown = unknownSpecTags(runs);
  return { runs, pages: Object.keys(pages), unknown };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { pages, unknown } = await writeLivingDocumentation();
    console.log(`Living documentation: ${pages.length} pages in ${OUTPUT}/ (open ${OUTPUT}/index.html)`);
    if (unknown.size > 0) {
      for (const [tag, where] of unknown)
        console.error(`${tag} names no section of the specification: ${where.join(', ')}`);
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(`Living documentation not written: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
