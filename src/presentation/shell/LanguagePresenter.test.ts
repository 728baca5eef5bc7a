import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import { createContainer } from '../../composition/createContainer';
import { LanguagePresenter } from './LanguagePresenter';

describe('LanguagePresenter', () => {
  it('starts in French, the default of the shop country, when nothing was chosen', () => {
    const presenter = createContainer('sandbox').get(LanguagePresenter);
    expect(presenter.language).toBe('fr');
  });

  it('remembers a choice under the `language` key and starts in it next time', () => {
    const storage = new MemoryStorage();
    createContainer('sandbox', { storage }).get(LanguagePresenter).choose('en');

    expect(storage.getItem('language')).toBe('en');
    expect(createContainer('sandbox', { storage }).get(LanguagePresenter).language).toBe('en');
  });

  it('ignores a stored value that is not a language of the shop', () => {
    const storage = new MemoryStorage();
    storage.setItem('language', 'de');
    expect(createContainer('sandbox', { storage }).get(LanguagePresenter).language).toBe('fr');
  });
});
