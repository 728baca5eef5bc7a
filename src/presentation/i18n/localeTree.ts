/** A language's locale files, by file name (`auth` for locales/en/auth.json). */
export type LocaleFiles = Record<string, object>;

/** A language's texts as i18next reads them: one tree of nested keys. */
export type Translations = Record<string, unknown>;

/** The files merged: each holds one top-level key named after it (validation.json: the spec's own ones). */
export function localeTree(files: LocaleFiles): Translations {
  return Object.assign({}, ...Object.values(files)) as Translations;
}
