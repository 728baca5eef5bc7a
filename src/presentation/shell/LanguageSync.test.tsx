import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTexts } from '../i18n/loadTexts';
import { renderApp, shellWorld } from './testing/renderApp';

jest.mock('../i18n/loadTexts', () => ({ loadTexts: jest.fn() }));
const loading = jest.mocked(loadTexts);

/** The landing page, shown in French. */
async function frenchLandingShown() {
  const world = shellWorld('fr');
  renderApp(world, '/');
  await screen.findByRole('heading', { level: 1, name: 'Payez en ligne avec une carte virtuelle prépayée' });
  return world;
}

describe('switching language', () => {
  it('shows the page in the new language once its texts are fetched', async () => {
    const { translationsFor } =
      jest.requireActual<typeof import('../i18n/testing/resources')>('../i18n/testing/resources');
    loading.mockResolvedValue(translationsFor('en'));
    const world = await frenchLandingShown();

    await userEvent.click(screen.getByText('English'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay online with a prepaid virtual card' }),
    ).toBeInTheDocument();
    expect(loading).toHaveBeenCalledWith('en');
    expect(world.storage.getItem('language')).toBe('en');
  });

  it('keeps the page in its language, and the switch on it, when the texts cannot be fetched', async () => {
    loading.mockRejectedValue(new Error('offline'));
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
