import { SUPPORTED_COUNTRIES } from './countries';
import { DEFAULT_DIAL_COUNTRY, DIAL_CODES, dialCodeFor } from './dialCodes';

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
