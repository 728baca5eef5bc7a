/** A text as Testing Library reads it: runs of spaces (French no-break ones included) folded into one. */
export const foldSpaces = (text: string): string => text.replace(/\s+/g, ' ');
