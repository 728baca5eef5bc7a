import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import { createContainer } from '../../composition/createContainer';
import { App } from './App';
import { routes } from './routes';

function renderApp(path: string, storage = new MemoryStorage()) {
  const container = createContainer('sandbox', { storage });
  render(<App container={container} router={createMemoryRouter(routes, { initialEntries: [path] })} />);
  return storage;
}

describe('the app shell', () => {
  it('shows the landing heading in French by default and switches to English', async () => {
    const storage = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Payez en ligne avec une carte virtuelle prépayée',
    );

    await userEvent.click(screen.getByText('English'));

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Pay online with a prepaid virtual card',
    );
    expect(document.documentElement.lang).toBe('en');
    expect(storage.getItem('language')).toBe('en');
  });

  it('names the language switch for assistive technology', async () => {
    renderApp('/');
    expect(await screen.findByRole('radiogroup', { name: 'Langue' })).toBeInTheDocument();
  });

  it('shows Not Found on an unknown path', async () => {
    renderApp('/nowhere');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Oups ! Nous ne trouvons pas la page',
    );
  });
});
