import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../composition/testing/sandboxApp';
import { paths } from '../shell/paths';
import { renderApp, shellWorld } from '../shell/testing/renderApp';
import { renderWithShell } from '../shell/testing/renderWithShell';
import NotFoundPage from './NotFoundPage';
import UnspecifiedErrorPage from './UnspecifiedErrorPage';

describe('Not Found', () => {
  it.each([paths.notFound(), '/no/such/page'])(
    'shows at %s, with its title, and leads to sign-in',
    async (path) => {
      const { where } = renderApp(shellWorld('en'), path);
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: "Oops! We couldn't find the page you're looking for",
        }),
      ).toBeInTheDocument();
      expect(document.title).toBe('Page not found | Prepaid Cards');
      await userEvent.click(screen.getByRole('link', { name: 'Go to sign-in' }));
      await waitFor(() => expect(where()).toBe(paths.auth()));
    },
  );

  it('leads a signed-in consumer to the cards, in French', async () => {
    const world = shellWorld('fr');
    await signIn(world.container);
    renderWithShell(world.container, <NotFoundPage />);
    expect(screen.getByRole('link', { name: 'Aller à mes cartes' })).toHaveAttribute('href', paths.cards());
    expect(document.title).toBe('Page introuvable | Cartes prépayées');
  });
});

describe('Unspecified Error', () => {
  it('shows at /err/unspecified with its title', async () => {
    renderApp(shellWorld('en'), paths.unspecifiedError());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oh, snap! Something went wrong' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Something went wrong | Prepaid Cards');
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', paths.auth());
  });

  it('leads a signed-in consumer to the cards', async () => {
    const world = shellWorld('fr');
    await signIn(world.container);
    renderWithShell(world.container, <UnspecifiedErrorPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oh non ! Une erreur est survenue');
    expect(screen.getByRole('link', { name: 'Aller à mes cartes' })).toHaveAttribute('href', paths.cards());
  });
});
