import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../domain/language/Language';
import { LOCALE_FILES, translationsFor } from './testing/resources';

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
  it.each(LANGUAGES)('bundles every file of locales/%s', (language) => {
    const onDisk = readdirSync(path.join(LOCALES_DIR, language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''))
      .sort();
    expect(Object.keys(LOCALE_FILES[language]).sort()).toEqual(onDisk);
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
