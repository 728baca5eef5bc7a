import { preferredLanguage } from './preferredLanguage';

describe('the language of a first visit', () => {
  it.each([
    [['en-US'], 'en'],
    [['en-GB', 'fr-FR'], 'en'],
    [['EN'], 'en'],
    [['fr-FR'], 'fr'],
    [['fr-CA', 'en-US'], 'fr'],
    [['de-DE', 'en-US'], 'en'],
    [['de-DE', 'fr-BE'], 'fr'],
  ])('is the first the shop speaks among %j: %s', (browser, language) => {
    expect(preferredLanguage(browser)).toBe(language);
  });

  it.each([[['de-DE']], [['es', 'it-IT']], [[]], [['']]])('is French for %j', (browser) => {
    expect(preferredLanguage(browser)).toBe('fr');
  });

  it('does not read "english" or "french-like" tags as a language', () => {
    expect(preferredLanguage(['eng', 'fra', 'enx-US'])).toBe('fr');
  });
});
