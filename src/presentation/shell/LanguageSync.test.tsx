import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadLocaleFile, loadShellTexts } from '../i18n/loadTexts';
import { ROUTE_FAMILY_TEXTS } from '../i18n/textParts';
import { renderApp, shellWorld } from './testing/renderApp';

// The real downloads, watched: the test can make them fail.
jest.mock('../i18n/loadTexts', () => {
  const actual = jest.requireActual<typeof import('../i18n/loadTexts')>('../i18n/loadTexts');
  return {
    loadShellTexts: jest.fn(actual.loadShellTexts),
    loadLocaleFile: jest.fn(actual.loadLocaleFile),
  };
});
const shellLoading = jest.mocked(loadShellTexts);
const fileLoading = jest.mocked(loadLocaleFile);

/** The landing page, shown in French. */
async function frenchLandingShown() {
  const world = shellWorld('fr');
  renderApp(world, '/');
  await screen.findByRole('heading', { level: 1, name: 'Payez en ligne avec une carte virtuelle prépayée' });
  return world;
}

describe('switching language', () => {
  it('shows the page in the new language once its texts are fetched', async () => {
    const world = await frenchLandingShown();

    await userEvent.click(screen.getByText('English'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay online with a prepaid virtual card' }),
    ).toBeInTheDocument();
    // The shell's texts and those of the page's family, in English only.
    expect(shellLoading).toHaveBeenCalledWith('en');
    const files = fileLoading.mock.calls.map(([language, file]) => `${language}/${file}`).sort();
    expect(files).toEqual(ROUTE_FAMILY_TEXTS.landing.map((file) => `en/${file}`).sort());
    expect(world.storage.getItem('language')).toBe('en');
  });

  it('keeps the page in its language, and the switch on it, when the texts cannot be fetched', async () => {
    shellLoading.mockRejectedValueOnce(new Error('offline'));
    fileLoading.mockRejectedValue(new Error('offline'));
    const world = await frenchLandingShown();

    await userEvent.click(screen.getByText('English'));

    expect(await screen.findByRole('radio', { name: 'Français' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Payez en ligne avec une carte virtuelle prépayée',
    );
    expect(document.documentElement.lang).toBe('fr');
    expect(world.storage.getItem('language')).toBe('fr');
  });
});
