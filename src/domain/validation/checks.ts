import { isEmail } from 'class-validator';
import type { FieldCheck } from './FieldCheck';

/** The value as text; anything that is not a string reads as empty. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Something that looks like an HTML tag: anything between '<' and '>'. */
const TAG_PATTERN = /<[^>]*>/;

export function containsTag(text: string): boolean {
  return TAG_PATTERN.test(text);
}

export function required(key: string): FieldCheck {
  return (value) => (textOf(value).trim() === '' ? key : null);
}

export function maxLength(max: number, key: string): FieldCheck {
  return (value) => (textOf(value).length > max ? key : null);
}

export function minLength(min: number, key: string): FieldCheck {
  return (value) => (textOf(value).length < min ? key : null);
}

/** Fails when the text does not match the pattern (an empty text is left to `required`). */
export function matches(pattern: RegExp, key: string): FieldCheck {
  return (value) => {
    const text = textOf(value);
    return text === '' || pattern.test(text) ? null : key;
  };
}

export function noTags(key: string): FieldCheck {
  return (value) => (containsTag(textOf(value)) ? key : null);
}

/** Fails when a non-empty value is not one of the allowed ones (an empty value is left to `required`). */
export function oneOf(allowed: readonly string[], key: string): FieldCheck {
  return (value) => {
    const text = textOf(value);
    return text === '' || allowed.includes(text) ? null : key;
  };
}

/**
 * The one e-mail address pattern, the app's forms' and the issuer's alike (SPEC section 5):
 * class-validator's, without the quoted local part RFC 5322 allows (`"<script>…</script>"@example.com`,
 * `"a b"@example.com`), which no mailbox provider hands out and which would carry markup into every
 * page, mail and export that shows the address. No display name, no IP address, a top-level domain.
 */
const EMAIL_PATTERN = { blacklisted_chars: '"' };

/** The e-mail address pattern (an empty text is left to `required`). */
export function emailAddress(key: string): FieldCheck {
  return (value) => {
    const text = textOf(value);
    return text === '' || isEmail(text, EMAIL_PATTERN) ? null : key;
  };
}

/** A checkbox that must be ticked. */
export function ticked(key: string): FieldCheck {
  return (value) => (value === true ? null : key);
}
