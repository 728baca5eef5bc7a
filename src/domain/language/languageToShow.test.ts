import { languageToShow } from './languageToShow';

describe('the language to show', () => {
  it('is the one the visitor chose, whatever the browser prefers', () => {
    expect(languageToShow('fr', ['en-GB'])).toBe('fr');
    expect(languageToShow('en', ['fr-FR'])).toBe('en');
  });

  it("is the browser's preferred one until the visitor chooses", () => {
    expect(languageToShow(null, ['de-DE', 'en-US'])).toBe('en');
    expect(languageToShow(null, ['de-DE'])).toBe('fr');
  });
});
