import { SUPPORTED_COUNTRIES } from '../../domain/consumer/countries';
import { countryOptions } from './countryNames';

describe('countryOptions', () => {
  it('lists the spec’s first six countries first, then the others by their English names', () => {
    const labels = countryOptions(SUPPORTED_COUNTRIES, 'en').map(({ label }) => label);

    expect(labels.slice(0, 6)).toEqual(['France', 'Austria', 'Belgium', 'Bulgaria', 'Croatia', 'Cyprus']);
    expect(labels.slice(6, 9)).toEqual(['Czechia', 'Denmark', 'Estonia']);
    expect(labels.at(-1)).toBe('United Kingdom');
    expect(labels).toHaveLength(SUPPORTED_COUNTRIES.length);
  });

  it('sorts the others by their French names, accents sorted with their letters', () => {
    const options = countryOptions(SUPPORTED_COUNTRIES, 'fr');
    const rest = options.slice(6).map(({ label }) => label);

    expect(options.slice(0, 6).map(({ value }) => value)).toEqual(['FR', 'AT', 'BE', 'BG', 'HR', 'CY']);
    expect(rest.slice(0, 3)).toEqual(['Allemagne', 'Danemark', 'Espagne']);
    expect(rest.indexOf('Royaume-Uni')).toBeLessThan(rest.indexOf('Slovaquie'));
    expect(rest.indexOf('Roumanie')).toBeLessThan(rest.indexOf('Royaume-Uni'));
  });
});
