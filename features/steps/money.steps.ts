import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { Language } from '../../src/domain/language/Language';
import { eurosToCents } from '../../src/domain/money/euroConversion';
import { formatMoney } from '../../src/domain/money/formatMoney';
import { parseEuros, type ParseEurosFailure, type ParseEurosResult } from '../../src/domain/money/parseEuros';
import { ScenarioKey, type ShopWorld } from '../support/world';

const moneyState = new ScenarioKey('money', () => ({
  shown: '',
  typed: null as ParseEurosResult | null,
}));

const LANGUAGES: Record<string, Language> = { English: 'en', French: 'fr' };
const REFUSALS: Record<string, ParseEurosFailure> = { empty: 'empty', 'not a whole number': 'notInteger' };

/** The feature files write plain spaces; the shop writes no-break ones (checked separately). */
const NO_BREAK_SPACE = /[\u00a0\u202f]/;
const NO_BREAK_SPACES = new RegExp(NO_BREAK_SPACE.source, 'g');

function named<T>(table: Record<string, T>, name: string): T {
  const value = table[name];
  assert.ok(value !== undefined, `unknown name "${name}"`);
  return value;
}

When(
  'the amount of {float} EUR is shown in {word}',
  function (this: ShopWorld, euros: number, language: string) {
    this.state(moneyState).shown = formatMoney(eurosToCents(euros), named(LANGUAGES, language));
  },
);

Then('the shown amount reads {string}', function (this: ShopWorld, expected: string) {
  assert.equal(this.state(moneyState).shown.replace(NO_BREAK_SPACES, ' '), expected);
});

Then('the shown amount cannot break across lines', function (this: ShopWorld) {
  const { shown } = this.state(moneyState);
  assert.match(shown, NO_BREAK_SPACE);
  assert.doesNotMatch(shown, / /);
});

When('the visitor types {string} as a number of euros', function (this: ShopWorld, typed: string) {
  this.state(moneyState).typed = parseEuros(typed);
});

Then('the typed euros are read as {float} EUR', function (this: ShopWorld, euros: number) {
  assert.deepEqual(this.state(moneyState).typed, { ok: true, cents: eurosToCents(euros) });
});

Then('the typed euros are refused as {}', function (this: ShopWorld, reason: string) {
  assert.deepEqual(this.state(moneyState).typed, { ok: false, reason: named(REFUSALS, reason) });
});
