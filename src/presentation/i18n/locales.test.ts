import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../domain/language/Language';
import { LOCALE_FILES, translationsFor } from './testing/resources';
import { SHELL_TEXTS } from './textParts';
import { EN_SHELL_FILES } from './texts/en';
import { FR_SHELL_FILES } from './texts/fr';

const LOCALES_DIR = path.join(__dirname, '..', '..', '..', 'locales');

/** Every leaf of a translation tree as `dotted.key` → text. */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      const dotted = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object') leaves(value, dotted).forEach((text, k) => out.set(k, text));
      else out.set(dotted, String(value));
    }
  }
  return out;
}

describe('locale files', () => {
  it.each(LANGUAGES)("puts the shell's files of locales/%s, as they are, in its shell chunk", (language) => {
    const shellChunk = { en: EN_SHELL_FILES, fr: FR_SHELL_FILES }[language];
    const onDisk = Object.fromEntries(SHELL_TEXTS.map((file) => [file, LOCALE_FILES[language][file]]));
    expect(shellChunk).toEqual(onDisk);
  });

  it('has the same files in both languages', () => {
    const names = (language: string) =>
      readdirSync(path.join(LOCALES_DIR, language))
        .filter((file) => file.endsWith('.json'))
        .sort();
    expect(names('fr')).toEqual(names('en'));
  });

  it('gives English and French exactly the same keys', () => {
    const en = [...leaves(translationsFor('en')).keys()].sort();
    const fr = [...leaves(translationsFor('fr')).keys()].sort();
    expect(fr).toEqual(en);
  });

  it.each(LANGUAGES)('leaves no %s text empty', (language) => {
    const empty = [...leaves(translationsFor(language))].filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('keeps the same interpolation placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort().join(' ');
    const fr = leaves(translationsFor('fr'));
    const mismatched = [...leaves(translationsFor('en'))]
      .filter(([key, text]) => placeholders(text) !== placeholders(fr.get(key) ?? ''))
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});
