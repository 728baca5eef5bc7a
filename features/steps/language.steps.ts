import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { Language } from '../../src/domain/language/Language';
import { ApplicationLanguage } from '../support/tasks/language/ApplicationLanguage';
import { ScenarioKey, type ShopWorld } from '../support/world';

const LANGUAGE_NAMES: Record<string, Language> = { English: 'en', French: 'fr' };

function languageNamed(name: string): Language {
  const language = LANGUAGE_NAMES[name];
  assert.ok(language, `unknown language ${name}`);
  return language;
}

const visit = new ScenarioKey('language visit', () => ({ spoken: null as Language | null }));

Given('a visitor who never chose a language', async function (this: ShopWorld) {
  await new ApplicationLanguage(this).neverChose();
});

Given('a visitor who chose {word} on an earlier visit', async function (this: ShopWorld, name: string) {
  await new ApplicationLanguage(this).choseEarlier(languageNamed(name));
});

When('the visitor opens the shop', async function (this: ShopWorld) {
  this.state(visit).spoken = await new ApplicationLanguage(this).openShop();
});

Then('the shop speaks {word}', function (this: ShopWorld, name: string) {
  assert.equal(this.state(visit).spoken, languageNamed(name));
});
