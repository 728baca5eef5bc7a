import enAuth from '../../../../locales/en/auth.json';
import enRegister from '../../../../locales/en/register.json';
import enValidation from '../../../../locales/en/validation.json';
import enVerify from '../../../../locales/en/verify.json';
import frAuth from '../../../../locales/fr/auth.json';
import frRegister from '../../../../locales/fr/register.json';
import frValidation from '../../../../locales/fr/validation.json';
import frVerify from '../../../../locales/fr/verify.json';
import { ADDRESS_KEYS } from '../address';
import { CODE_KEYS } from '../code';
import { DATE_OF_BIRTH_KEYS } from '../dateOfBirth';
import { EMAIL_KEYS, LOGIN_EMAIL_KEYS } from '../email';
import { PASSWORD_KEYS } from '../password';
import { NAME_KEYS } from '../personName';
import { PHONE_KEYS } from '../phone';
import { FINANCIAL_KEYS } from '../financialInfo';
import { messageValues } from './messageValues';
import { TERMS_KEYS } from './RegisterForm';

type Catalogue = { [key: string]: string | Catalogue };

function leaves(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [name, value] of Object.entries(catalogue)) {
    const key = prefix + name;
    if (typeof value === 'string') found.set(key, value);
    else for (const [inner, text] of leaves(value, `${key}.`)) found.set(inner, text);
  }
  return found;
}

function keysIn(group: object): string[] {
  return Object.values(group).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? keysIn(value) : [],
  );
}

const usedKeys = new Set(
  [
    ADDRESS_KEYS,
    CODE_KEYS,
    DATE_OF_BIRTH_KEYS,
    EMAIL_KEYS,
    LOGIN_EMAIL_KEYS,
    PASSWORD_KEYS,
    NAME_KEYS,
    PHONE_KEYS,
    FINANCIAL_KEYS,
    TERMS_KEYS,
  ].flatMap(keysIn),
);

const english = leaves({ ...enAuth, ...enVerify, ...enRegister, ...enValidation });
const french = leaves({ ...frAuth, ...frVerify, ...frRegister, ...frValidation });

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('validation messages', () => {
  it.each([...usedKeys])('%s has an English and a French text naming the same bounds', (key) => {
    const en = english.get(key);
    const fr = french.get(key);
    expect(en).toEqual(expect.stringMatching(/\S/));
    expect(fr).toEqual(expect.stringMatching(/\S/));
    expect(fr).not.toBe(en);
    const bounds = Object.keys(messageValues(key)).sort();
    expect(placeholders(en ?? '')).toEqual(bounds);
    expect(placeholders(fr ?? '')).toEqual(bounds);
  });

  it('uses typographic apostrophes in French', () => {
    for (const text of french.values()) expect(text).not.toContain("'");
  });
});
