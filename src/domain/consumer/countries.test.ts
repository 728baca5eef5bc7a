import {
  DEFAULT_COUNTRY,
  PRIORITY_COUNTRIES,
  SUPPORTED_COUNTRIES,
  isSupportedCountry,
  orderedCountries,
} from './countries';

describe('supported countries', () => {
  it('are the 32 countries of the spec, France and the UK among them', () => {
    expect(SUPPORTED_COUNTRIES).toHaveLength(32);
    expect(new Set(SUPPORTED_COUNTRIES).size).toBe(32);
    expect(SUPPORTED_COUNTRIES).toEqual(expect.arrayContaining(['FR', 'GB', 'RO', 'GI', 'LI']));
  });

  it('default to France', () => {
    expect(DEFAULT_COUNTRY).toBe('FR');
  });

  it.each(['FR', 'GB', 'CZ'])('know %s', (country) => {
    expect(isSupportedCountry(country)).toBe(true);
  });

  it.each(['US', 'CH', 'fr', '', 'FRA'])('do not know %p', (country) => {
    expect(isSupportedCountry(country)).toBe(false);
  });
});

describe('orderedCountries', () => {
  it('lists FR, AT, BE, BG, HR, CY first, then the rest in the spec order', () => {
    const ordered = orderedCountries();
    expect(ordered.slice(0, 6)).toEqual(['FR', 'AT', 'BE', 'BG', 'HR', 'CY']);
    expect(PRIORITY_COUNTRIES).toEqual(['FR', 'AT', 'BE', 'BG', 'HR', 'CY']);
    expect(ordered.slice(6, 10)).toEqual(['DK', 'EE', 'FI', 'DE']);
    expect(ordered.slice(-3)).toEqual(['CZ', 'GB', 'RO']);
  });

  it('lists every supported country exactly once', () => {
    const ordered = orderedCountries();
    expect(ordered).toHaveLength(SUPPORTED_COUNTRIES.length);
    expect([...ordered].sort()).toEqual([...SUPPORTED_COUNTRIES].sort());
  });
});
