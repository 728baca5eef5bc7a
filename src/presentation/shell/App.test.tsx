import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import { createContainer } from '../../composition/createContainer';
import { AppTexts } from '../i18n/AppTexts';
import { App } from './App';
import { LanguagePresenter } from './LanguagePresenter';
import { createRoutes } from './routes';

/** The app as startApp.tsx starts it: the shell's texts downloaded first, then the render. */
async function renderApp(path: string, storage = new MemoryStorage()) {
  const container = createContainer('sandbox', { storage });
  const { language } = container.get(LanguagePresenter);
  const texts = new AppTexts(language);
  await texts.prepare(language);
  render(
    <App container={container} texts={texts}>
      <RouterProvider router={createMemoryRouter(createRoutes(texts), { initialEntries: [path] })} />
    </App>,
  );
  return storage;
}

describe('the app shell', () => {
  it('shows the landing heading in French by default and switches to English', async () => {
    const storage = await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Payez en ligne avec une carte virtuelle prépayée',
    );

    await userEvent.click(screen.getByText('English'));

    // The English texts are fetched on the switch; the page changes language once they are in.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay online with a prepaid virtual card' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(storage.getItem('language')).toBe('en');
  });

  it('names the language switch for assistive technology', async () => {
    await renderApp('/');
    expect(await screen.findByRole('radiogroup', { name: 'Langue' })).toBeInTheDocument();
  });

  it('shows Not Found on an unknown path', async () => {
    await renderApp('/nowhere');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Oups ! Nous ne trouvons pas la page',
    );
  });
});
