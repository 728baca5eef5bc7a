import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { centsOf } from '../support/tasks/money/euros';
import { languageNamed } from '../support/tasks/money/languages';
import { amountAsShown, typedEurosRead, type TypedEuros } from '../support/tasks/money/rules/moneyRules';
import { ScenarioKey, type ShopWorld } from '../support/world';

// Rule: scenarios only (money/amount-display, money/euro-entry): the shop's money rules, asked
// through the rule tasks.

const moneyState = new ScenarioKey('money', () => ({
  shown: '',
  typed: null as TypedEuros | null,
}));

/** The feature files write plain spaces; the shop writes no-break ones (checked separately). */
const NO_BREAK_SPACE = /[\u00a0\u202f]/;
const NO_BREAK_SPACES = new RegExp(NO_BREAK_SPACE.source, 'g');

When(
  'the amount of {float} EUR is shown in {word}',
  function (this: ShopWorld, euros: number, language: string) {
    this.state(moneyState).shown = amountAsShown(euros, languageNamed(language));
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
  this.state(moneyState).typed = typedEurosRead(typed);
});

Then('the typed euros are read as {float} EUR', function (this: ShopWorld, euros: number) {
  assert.deepEqual(this.state(moneyState).typed, { read: centsOf(euros) });
});

Then(
  /^the typed euros are refused as (empty|not a whole number)$/,
  function (this: ShopWorld, reason: string) {
    assert.deepEqual(this.state(moneyState).typed, { refused: reason });
  },
);
