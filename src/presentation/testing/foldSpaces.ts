/**
 * A text as Testing Library reads it from the page: every run of spaces folded into one plain space
 * (French texts hold no-break spaces before : ; ! ? and inside « »).
 */
export const foldSpaces = (text: string): string => text.replace(/\s+/g, ' ');
