// The detailed pages of the living documentation: Cucumber's own HTML report
// (@cucumber/html-formatter, the one `cucumber-js --format html` writes), one page per capability
// and profile, made from the messages the profile's run wrote (reports/cucumber/<profile>.ndjson).
// Screenshots are written beside the page rather than inlined, as `--format html` does with
// externalAttachments.
import { CucumberHtmlStream } from '@cucumber/html-formatter';
import { AttachmentExternalisingStream, NdjsonToMessageStream } from '@cucumber/message-streams';
import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const require = createRequire(import.meta.url);
const FORMATTER_DIST = path.dirname(path.dirname(require.resolve('@cucumber/html-formatter')));

/** Every message of a run, in the order it was written. */
export async function readMessages(file) {
  const envelopes = [];
  await pipeline(createReadStream(file), new NdjsonToMessageStream(), async function (source) {
    for await (const envelope of source) envelopes.push(envelope);
  });
  return envelopes;
}

/**
 * The messages about the given feature files only (their sources, scenarios, test cases, steps and
 * attachments), and every message about the run as a whole (meta, step definitions, hooks …).
 */
export function messagesAbout(envelopes, uris) {
  const pickles = new Set();
  const testCases = new Set();
  const started = new Set();
  return envelopes.filter((envelope) => {
    if (envelope.source) return uris.has(envelope.source.uri);
    if (envelope.gherkinDocument) return uris.has(envelope.gherkinDocument.uri);
    if (envelope.pickle) return uris.has(envelope.pickle.uri) && Boolean(pickles.add(envelope.pickle.id));
    if (envelope.testCase)
      return pickles.has(envelope.testCase.pickleId) && Boolean(testCases.add(envelope.testCase.id));
    if (envelope.testCaseStarted) {
      return (
        testCases.has(envelope.testCaseStarted.testCaseId) &&
        Boolean(started.add(envelope.testCaseStarted.id))
      );
    }
    const caseStartedId =
      envelope.testStepStarted?.testCaseStartedId ??
      envelope.testStepFinished?.testCaseStartedId ??
      envelope.testCaseFinished?.testCaseStartedId ??
      envelope.attachment?.testCaseStartedId;
    return caseStartedId === undefined || started.has(caseStartedId);
  });
}

/**
 * Writes the page: the formatter's style sheet followed by `css` (the theme's fixes), its script
 * followed by `script` (what this report adds to the page).
 */
export async function writeCucumberPage({ envelopes, file, css, script }) {
  const directory = path.dirname(file);
  mkdirSync(directory, { recursive: true });
  const work = mkdtempSync(path.join(os.tmpdir(), 'living-documentation-'));
  try {
    const cssPath = path.join(work, 'main.css');
    const jsPath = path.join(work, 'main.js');
    writeFileSync(cssPath, `${readFileSync(path.join(FORMATTER_DIST, 'main.css'), 'utf8')}\n${css}`);
    writeFileSync(jsPath, `${readFileSync(path.join(FORMATTER_DIST, 'main.js'), 'utf8')}\n;${script}`);
    let attachment = 0;
    const base = path.basename(file, '.html');
    await pipeline(
      Readable.from(envelopes),
      new AttachmentExternalisingStream({
        behaviour: ['image/*'],
        directory,
        newId: () => `${base}-${++attachment}`,
      }),
      new CucumberHtmlStream(cssPath, jsPath),
      createWriteStream(file),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
