/**
 * A text for the view to show: a locale key with its interpolation values, or the server's own
 * sentence when no translation exists for what it answered.
 */
export type ShownMessage = { key: string; values?: Readonly<Record<string, number>> } | { text: string };

/**
 * A message shown for a failed call: a locale key, the server's own words, or both (the key's
 * text first). The view joins the two; neither is ever built from the other.
 */
export interface Failure {
  key: string | null;
  detail: string | null;
}
