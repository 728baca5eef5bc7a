import { SUPPORTED_COUNTRIES } from './countries';
import { NATIONALITIES, isNationality } from './nationalities';

describe('nationalities', () => {
  it('are the 249 ISO 3166-1 alpha-2 codes, each once, in alphabetical order', () => {
    expect(NATIONALITIES).toHaveLength(249);
    expect(new Set(NATIONALITIES).size).toBe(249);
    expect([...NATIONALITIES].sort()).toEqual([...NATIONALITIES]);
    for (const code of NATIONALITIES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('include every supported address country', () => {
    for (const country of SUPPORTED_COUNTRIES) expect(isNationality(country)).toBe(true);
  });

  it.each(['US', 'MA', 'CH', 'UA', 'ZW'])('include %s', (code) => {
    expect(isNationality(code)).toBe(true);
  });

  it.each(['UK', 'EU', 'XK', 'fr', '', 'FRA'])('do not include %p', (code) => {
    expect(isNationality(code)).toBe(false);
  });
});
