export const NEWS_EXCERPT_LENGTH = 71;
/** A cut goes back to the last space only if that keeps at least this many characters. */
const MIN_WORD_CUT = 50;
const ELLIPSIS = '…';

/**
 * The footer excerpt of a news description: runs of white space become one space; text longer
 * than 71 characters is cut so that, with the ellipsis, it holds at most 71 characters. The cut
 * falls between words when a space lies at character 50 or later, otherwise mid-word.
 */
export function newsExcerpt(text: string): string {
  // Array.from counts characters, so an emoji or accented letter is never split in two.
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  if (chars.length <= NEWS_EXCERPT_LENGTH) return chars.join('');
  const room = chars.slice(0, NEWS_EXCERPT_LENGTH - ELLIPSIS.length);
  const lastSpace = room.lastIndexOf(' ');
  const kept = lastSpace >= MIN_WORD_CUT ? room.slice(0, lastSpace) : room;
  return kept.join('').trimEnd() + ELLIPSIS;
}
