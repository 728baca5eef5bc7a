import { NavigatorBrowserLanguages } from './NavigatorBrowserLanguages';

describe('NavigatorBrowserLanguages', () => {
  it("lists the navigator's preferred languages in order", () => {
    const languages = new NavigatorBrowserLanguages({ languages: ['de-DE', 'en-US'], language: 'de-DE' });
    expect(languages.preferred()).toEqual(['de-DE', 'en-US']);
  });

  it("falls back to the navigator's one language when it lists none", () => {
    expect(new NavigatorBrowserLanguages({ languages: [], language: 'en-GB' }).preferred()).toEqual([
      'en-GB',
    ]);
  });

  it('lists nothing without a browser', () => {
    expect(new NavigatorBrowserLanguages(undefined).preferred()).toEqual([]);
  });
});
