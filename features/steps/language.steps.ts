import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { MemoryStorage } from '../../src/adapters/browser/MemoryStorage';
import { createContainer } from '../../src/composition/createContainer';
import { ChooseLanguage } from '../../src/application/language/usecases/ChooseLanguage';
import { LanguagePresenter } from '../../src/presentation/shell/LanguagePresenter';
import type { Language } from '../../src/domain/language/Language';
import { ScenarioKey, type ShopWorld } from '../support/world';

/** One browser profile: its storage outlives a visit, each visit builds a fresh app container. */
const visitor = new ScenarioKey('language visitor', () => ({ storage: new MemoryStorage(), spoken: '' }));

const LANGUAGE_NAMES: Record<string, Language> = { English: 'en', French: 'fr' };

function languageNamed(name: string): Language {
  const language = LANGUAGE_NAMES[name];
  assert.ok(language, `unknown language ${name}`);
  return language;
}

Given('a visitor who never chose a language', function (this: ShopWorld) {
  this.state(visitor).storage.clear();
});

Given('a visitor who chose {word} on an earlier visit', function (this: ShopWorld, name: string) {
  const { storage } = this.state(visitor);
  createContainer('sandbox', { storage }).get(ChooseLanguage).execute(languageNamed(name));
});

When('the visitor opens the shop', function (this: ShopWorld) {
  const state = this.state(visitor);
  state.spoken = createContainer('sandbox', { storage: state.storage }).get(LanguagePresenter).language;
});

Then('the shop speaks {word}', function (this: ShopWorld, name: string) {
  assert.equal(this.state(visitor).spoken, languageNamed(name));
});
