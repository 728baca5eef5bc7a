import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import { createContainer } from '../../composition/createContainer';
import { LanguagePresenter } from './LanguagePresenter';

/** A browser preferring these languages, most preferred first. */
const browser = (...languages: string[]) => ({ languages, language: languages[0] ?? '' });

const firstVisit = (navigator?: ReturnType<typeof browser>, storage = new MemoryStorage()) =>
  createContainer('sandbox', { storage, navigator }).get(LanguagePresenter).language;

describe('LanguagePresenter', () => {
  it('starts in French, the default of the shop country, when nothing was chosen and no browser tells', () => {
    expect(firstVisit()).toBe('fr');
  });

  it.each([
    [['en-US'], 'en'],
    [['en-GB', 'fr-FR'], 'en'],
    [['fr-FR'], 'fr'],
    [['de-DE'], 'fr'],
    [['de-DE', 'en-US'], 'en'],
  ])('starts a first visit from a browser preferring %j in %s', (languages, language) => {
    expect(firstVisit(browser(...languages))).toBe(language);
  });

  it('keeps a choice under the `language` key; it wins over the browser next time', () => {
    const storage = new MemoryStorage();
    createContainer('sandbox', { storage, navigator: browser('en-US') })
      .get(LanguagePresenter)
      .choose('fr');

    expect(storage.getItem('language')).toBe('fr');
    expect(firstVisit(browser('en-US'), storage)).toBe('fr');
  });

  it('does not store what the browser chose: the browser decides until the visitor does', () => {
    const storage = new MemoryStorage();
    expect(firstVisit(browser('en-US'), storage)).toBe('en');
    expect(storage.getItem('language')).toBeNull();
  });

  it('ignores a stored value that is not a language of the shop', () => {
    const storage = new MemoryStorage();
    storage.setItem('language', 'de');
    expect(firstVisit(browser('de-DE'), storage)).toBe('fr');
  });
});
