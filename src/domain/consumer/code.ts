/** Length of the one-time code and of the SMS code. */
export const CODE_LENGTH = 6;

export const CODE_KEYS = {
  wrongLength: 'verify.mobileCodeIncorrect',
  notNumeric: 'verify.mobileInputCode',
} as const;

const CODE_SEPARATOR = '-';

/** The code without its display dashes (and without spaces a paste may bring). */
export function codeDigits(display: string): string {
  return display.replace(/[\s-]/g, '');
}

function groupsOfTwo(text: string): string {
  return (text.match(/.{1,2}/g) ?? []).join(CODE_SEPARATOR);
}

/** A full code as shown: '123456' → '12-34-56'. */
export function formatCodeForDisplay(code: string): string {
  return groupsOfTwo(codeDigits(code));
}

/**
 * What the code box shows of what was typed: its digits, at most 6, with dashes inserted after every
 * two, never trailing ('1234' → '12-34'); and whether anything else than digits (and the dashes and
 * spaces a code is written with) was typed: that stays out of the box, which says the code takes
 * digits only rather than showing "12-ab-34".
 */
export function codeTyping(text: string): { shown: string; refused: boolean } {
  const typed = codeDigits(text);
  const digits = typed.replace(/\D/g, '');
  return { shown: groupsOfTwo(digits.slice(0, CODE_LENGTH)), refused: digits.length !== typed.length };
}

/** Six digits typed: the form submits itself. */
export function isCodeComplete(display: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(codeDigits(display));
}

/** The first broken code rule, or null. A letter is reported before a wrong length. */
export function codeProblem(display: string): string | null {
  const code = codeDigits(display);
  if (!/^\d*$/.test(code)) return CODE_KEYS.notNumeric;
  if (code.length !== CODE_LENGTH) return CODE_KEYS.wrongLength;
  return null;
}
