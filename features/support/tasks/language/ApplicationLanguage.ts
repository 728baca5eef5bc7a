import { MemoryStorage } from '../../../../src/adapters/browser/MemoryStorage';
import { createContainer } from '../../../../src/composition/createContainer';
import type { Language } from '../../../../src/domain/language/Language';
import { LanguagePresenter } from '../../../../src/presentation/shell/LanguagePresenter';
import { ScenarioKey, type ShopWorld } from '../../world';
import type { LanguageTasks } from './LanguageTasks';

/** One browser profile: its storage outlives a visit; each visit builds a fresh app. */
const browserProfile = new ScenarioKey('language browser profile', () => ({ storage: new MemoryStorage() }));

/** The language switch and the first visit in-process: LanguagePresenter of a fresh app per visit. */
export class ApplicationLanguage implements LanguageTasks {
  constructor(private readonly world: ShopWorld) {}

  neverChose(): Promise<void> {
    this.storage().clear();
    return Promise.resolve();
  }

  choseEarlier(language: Language): Promise<void> {
    this.visit().choose(language);
    return Promise.resolve();
  }

  openShop(): Promise<Language> {
    return Promise.resolve(this.visit().language);
  }

  private visit(): LanguagePresenter {
    return createContainer('sandbox', { storage: this.storage() }).get(LanguagePresenter);
  }

  private storage(): MemoryStorage {
    return this.world.state(browserProfile).storage;
  }
}
