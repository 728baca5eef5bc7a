import { createBundledI18n } from '../i18n/testing/createBundledI18n';
import { tooEarlyMessage } from './authMessages';

describe('the wait before asking again', () => {
  it.each([
    ['en', 1, 'Please wait 1 second before asking again.'],
    ['en', 45, 'Please wait 45 seconds before asking again.'],
    ['fr', 1, 'Veuillez patienter 1 seconde avant de redemander.'],
    ['fr', 45, 'Veuillez patienter 45 secondes avant de redemander.'],
  ] as const)('reads in %s for %i seconds: %s', (language, seconds, text) => {
    const { key, values } = tooEarlyMessage(seconds);
    expect(createBundledI18n(language).t(key ?? '', values)).toBe(text);
  });
});
