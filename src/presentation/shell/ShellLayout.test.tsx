import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_SYNC, type TokenSync } from '../../application/session/ports/TokenSync';
import { signIn } from '../../composition/testing/sandboxApp';
import { messageOf } from '../messages/Message';
import { AlertPresenter } from './AlertPresenter';
import { browserPage } from './browserPage';
import { paths } from './paths';
import { SessionPresenter } from './SessionPresenter';
import { reloaded, renderApp, shellWorld } from './testing/renderApp';
import { COMPACT_QUERY } from './useMediaQuery';

/** A window of the given width, as far as the shell's media query is concerned. */
function windowWidth(pixels: number) {
  const compact = pixels < 960;
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: query === COMPACT_QUERY && compact,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

afterEach(() => windowWidth(1280));
// The first visit to a route family compiles its lazily loaded page.

/** The page has arrived: its one h1 is on screen. */
const pageShown = () => screen.findByRole('heading', { level: 1 });

/** The demo consumer on Cards, with the menu opened: the dropdown, or the bottom sheet (a dialog). */
async function demoMenuOpened(popup: 'menu' | 'dialog' = 'menu') {
  const world = shellWorld();
  await signIn(world.container);
  const { where } = renderApp(reloaded(world), paths.cards());
  await pageShown();
  await userEvent.click(screen.getByRole('button', { name: 'Menu, account verified' }));
  return { world, where, menu: await screen.findByRole(popup) };
}

describe('the shell alert', () => {
  it('announces a success politely, as a status, an error as an alert, and can be closed', async () => {
    const world = shellWorld();
    renderApp(world, paths.terms());
    await pageShown();
    const words = 'The sandbox could not be reset. Please try again.';
    const roleOf = async () => (await screen.findByText(words)).closest<HTMLElement>('[role]');
    act(() => world.container.get(AlertPresenter).show('success', messageOf('sandbox.reset.failed')));
    expect(await roleOf()).toHaveAttribute('role', 'status');
    act(() => world.container.get(AlertPresenter).show('error', messageOf('sandbox.reset.failed')));
    const alert = await roleOf();
    expect(alert).toHaveAttribute('role', 'alert');
    await userEvent.click(within(alert ?? document.body).getByRole('button', { name: 'Close the message' }));
    await waitFor(() => expect(screen.queryByText(words)).not.toBeInTheDocument());
  });

  it('is cleared on every navigation', async () => {
    const world = shellWorld();
    const { router } = renderApp(world, paths.terms());
    await pageShown();
    act(() => world.container.get(AlertPresenter).show('error', messageOf('sandbox.reset.failed')));
    expect(await screen.findByText('The sandbox could not be reset. Please try again.')).toBeInTheDocument();
    await act(() => router.navigate(paths.home()));
    await screen.findByRole('heading', { level: 1, name: 'Pay online with a prepaid virtual card' });
    expect(screen.queryByText(/The sandbox could not be reset/)).not.toBeInTheDocument();
  });
});

describe('the user menu', () => {
  it('is a dropdown on a large screen, with the signed-out entries on Home', async () => {
    windowWidth(1280);
    renderApp(shellWorld(), paths.home());
    await pageShown();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Sign in', 'Register', 'Help (opens in a new tab)']);
    expect(within(menu).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth?reg=true');
  });

  it('is a bottom sheet below 960 pixels', async () => {
    windowWidth(390);
    renderApp(shellWorld(), paths.notFound());
    await pageShown();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(sheet.closest('.ant-drawer')).toHaveClass('ant-drawer-bottom');
    expect(within(sheet).getByRole('link', { name: 'My cards' })).toHaveAttribute('href', paths.cards());
    await userEvent.click(within(sheet).getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('closes the bottom sheet as it signs out', async () => {
    windowWidth(390);
    const { where, menu: sheet } = await demoMenuOpened('dialog');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(where()).toBe(paths.auth()));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('is hidden on Authorization for a visitor', async () => {
    renderApp(shellWorld(), paths.auth());
    await pageShown();
    expect(screen.queryByRole('button', { name: /^Menu/ })).not.toBeInTheDocument();
  });

  it('says the demo consumer is verified and signs out from the dropdown', async () => {
    const { world, where, menu } = await demoMenuOpened();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Orders', 'Help (opens in a new tab)', 'Sign out']);
    await userEvent.click(within(menu).getByText('Sign out'));
    await waitFor(() => expect(where()).toBe(paths.auth()));
    expect(world.storage.getItem('token')).toBeNull();
  });

  it.each([
    [1280, 'menu'],
    [390, 'dialog'],
  ])('says whether it is open, at %i pixels', async (width, popup) => {
    windowWidth(width);
    renderApp(shellWorld(), paths.notFound());
    await pageShown();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-haspopup', popup);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await screen.findByRole(popup === 'menu' ? 'menu' : 'dialog');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
  });

  it('hands the focus back to its button once Help opens in a new tab', async () => {
    renderApp(shellWorld(), paths.home());
    await pageShown();
    const button = screen.getByRole('button', { name: 'Menu' });

    await userEvent.click(button);
    const help = within(await screen.findByRole('menu')).getByRole('link', { name: /^Help/ });
    // The new tab itself is the browser's: jsdom opens none.
    help.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(help);

    expect(help).toHaveAttribute('target', '_blank');
    expect(button).toHaveFocus();
  });

  it('hands the focus to the new page’s heading once a page is chosen from the dropdown', async () => {
    const { where, menu } = await demoMenuOpened();
    await userEvent.click(within(menu).getByRole('link', { name: 'Orders' }));
    await waitFor(() => expect(where()).toBe(paths.orders()));
    const heading = await screen.findByRole('heading', { level: 1, name: 'My orders' }, { timeout: 10000 });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('goes to the page of an item chosen outside its link, as Enter chooses it', async () => {
    const { where, menu } = await demoMenuOpened();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Orders' }));
    await waitFor(() => expect(where()).toBe(paths.orders()));
  });

  it('speaks French in French', async () => {
    renderApp(shellWorld('fr'), paths.notFound());
    await pageShown();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', paths.auth());
    expect(within(menu).getByRole('link', { name: 'Mes cartes' })).toBeInTheDocument();
  });
});

describe('the layouts', () => {
  it('gives Home the full-width layout with the lighter landing footer', async () => {
    renderApp(shellWorld(), paths.home());
    await pageShown();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Legal and help' })).toBeInTheDocument();
    expect(within(footer).queryByRole('heading', { name: 'Latest news' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prepaid Cards' })).toHaveAttribute('href', '/');
  });

  it('gives the other pages the full footer, and the centred ones breadcrumbs', async () => {
    renderApp(shellWorld(), paths.auth());
    await pageShown();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Sign in or register')).toHaveAttribute('aria-current', 'page');
    expect(
      within(screen.getByRole('contentinfo')).getByRole('heading', { name: 'Latest news' }),
    ).toBeInTheDocument();
  });

  it('shows the sandbox banner with the outbox link', async () => {
    renderApp(shellWorld(), paths.terms());
    await pageShown();
    const banner = screen.getByRole('complementary', { name: 'Sandbox' });
    expect(within(banner).getByRole('link', { name: 'Outbox: e-mails and text messages' })).toHaveAttribute(
      'href',
      paths.sandboxOutbox(),
    );
    expect(within(banner).getByRole('button', { name: 'Reset the sandbox' })).toBeInTheDocument();
  });
});

describe('the token shared with other tabs', () => {
  function withFakeSync() {
    const world = shellWorld();
    let listener: (token: string | null) => void = () => undefined;
    const fake: TokenSync = {
      subscribe: (onChange) => {
        listener = onChange;
        return () => undefined;
      },
    };
    world.container.rebind(TOKEN_SYNC).toConstantValue(fake);
    return { world, fire: (token: string | null) => act(() => listener(token)) };
  }

  it('is read again when another tab changes it', async () => {
    const { world, fire } = withFakeSync();
    const readTokenAgain = jest.spyOn(world.container.get(SessionPresenter), 'readTokenAgain');
    renderApp(world, paths.terms());
    await pageShown();
    fire('new-token');
    expect(readTokenAgain).toHaveBeenCalledTimes(1);
  });

  it('reloads the page when another tab removes it', async () => {
    const reload = jest.spyOn(browserPage, 'reload').mockImplementation(() => undefined);
    const { world, fire } = withFakeSync();
    renderApp(world, paths.terms());
    await pageShown();
    fire(null);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
