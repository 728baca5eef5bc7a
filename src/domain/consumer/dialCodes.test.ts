import { SUPPORTED_COUNTRIES, orderedCountries } from './countries';
import { DEFAULT_DIAL_COUNTRY, DIAL_CODES, dialCodeFor, dialCountries } from './dialCodes';

describe('dialCodeFor', () => {
  it.each([
    ['FR', '33'],
    ['GB', '44'],
    ['BE', '32'],
    ['BG', '359'],
    ['HR', '385'],
    ['CY', '357'],
    ['DE', '49'],
    ['GI', '350'],
    ['LI', '423'],
    ['CZ', '420'],
    ['RO', '40'],
  ] as const)('gives %s the dial code +%s', (country, code) => {
    expect(dialCodeFor(country)).toBe(code);
  });

  it('knows a code for every supported country, digits only, all different', () => {
    for (const country of SUPPORTED_COUNTRIES) expect(dialCodeFor(country)).toMatch(/^\d{2,3}$/);
    expect(new Set(Object.values(DIAL_CODES)).size).toBe(SUPPORTED_COUNTRIES.length);
  });

  it('preselects France', () => {
    expect(DEFAULT_DIAL_COUNTRY).toBe('FR');
  });
});

describe('dialCountries', () => {
  it('offers every supported country once, the priority countries first, each with its dial code', () => {
    const offered = dialCountries();
    expect(offered.map(({ country }) => country)).toEqual(orderedCountries());
    expect(offered.slice(0, 6)).toEqual([
      { country: 'FR', dialCode: '33' },
      { country: 'AT', dialCode: '43' },
      { country: 'BE', dialCode: '32' },
      { country: 'BG', dialCode: '359' },
      { country: 'HR', dialCode: '385' },
      { country: 'CY', dialCode: '357' },
    ]);
  });
});
