import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../domain/language/Language';
import { LOCALE_FILES, translationsFor } from './testing/resources';
import { SHELL_TEXTS } from './textParts';
import * as EN_SHELL_FILES from './texts/en';
import * as FR_SHELL_FILES from './texts/fr';

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

/**
 * French typography (Imprimerie nationale): a no-break space (U+00A0) before a colon and inside
 * « guillemets », a narrow no-break space (U+202F) before ; ! ? and %, the typographic apostrophe
 * (’) and the ellipsis character (…). A plain space there lets the mark wrap onto a line of its own.
 */
describe('French typography', () => {
  const NBSP = '\u00a0';
  const NNBSP = '\u202f';
  const SPACE_BEFORE: Readonly<Record<string, string>> = {
    ':': NBSP,
    ';': NNBSP,
    '!': NNBSP,
    '?': NNBSP,
    '»': NBSP,
  };
  const show = (char: string | undefined) =>
    char === undefined ? 'nothing' : `U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
  const french = [...leaves(translationsFor('fr'))];
  /** A colon inside an address (https://) or a time (10:30) is not French punctuation. */
  const isAddressOrTime = (text: string, at: number) =>
    /[a-z0-9]/i.test(text[at - 1] ?? '') && /[/0-9]/.test(text[at + 1] ?? '');

  it('puts the right no-break space before : ; ! ? » and after «', () => {
    const wrong: string[] = [];
    for (const [key, text] of french) {
      for (const match of text.matchAll(/[:;!?»]/g)) {
        const mark = match[0];
        const before = text[match.index - 1];
        if (mark === ':' && isAddressOrTime(text, match.index)) continue;
        if (before !== SPACE_BEFORE[mark]) wrong.push(`${key}: ${show(before)} before "${mark}"`);
      }
      for (const match of text.matchAll(/«/g)) {
        const after = text[match.index + 1];
        if (after !== NBSP) wrong.push(`${key}: ${show(after)} after "«"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('puts a narrow no-break space, not a plain one, before %', () => {
    expect(
      french.filter(([, text]) => /\s%/.test(text) && !/\u202f%/.test(text)).map(([key]) => key),
    ).toEqual([]);
  });

  it('never puts two spaces, of any kind, side by side', () => {
    expect(french.filter(([, text]) => /[ \u00a0\u202f]{2}/.test(text)).map(([key]) => key)).toEqual([]);
  });

  it('uses the typographic apostrophe and the ellipsis character', () => {
    expect(french.filter(([, text]) => text.includes("'")).map(([key]) => key)).toEqual([]);
    expect(french.filter(([, text]) => text.includes('...')).map(([key]) => key)).toEqual([]);
  });
});

/**
 * The shop's English house style: "e-mail" (as in 45 texts, never "email"), the ellipsis character
 * (…), as the French texts have it, and the straight apostrophe (') only: most English texts had it,
 * and so do the feature files and the specification's quotes they compare with.
 */
describe('English house style', () => {
  const english = [...leaves(translationsFor('en'))];
  /** The text without its {{placeholders}}, which name values, not words. */
  const words = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '');

  it('writes e-mail, never email', () => {
    expect(english.filter(([, text]) => /\bemails?\b/i.test(words(text))).map(([key]) => key)).toEqual([]);
  });

  it('uses the ellipsis character', () => {
    expect(english.filter(([, text]) => text.includes('...')).map(([key]) => key)).toEqual([]);
  });

  it('uses one apostrophe, the straight one', () => {
    expect(english.filter(([, text]) => /[\u2018\u2019]/.test(text)).map(([key]) => key)).toEqual([]);
  });
});
