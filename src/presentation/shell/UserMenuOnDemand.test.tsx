import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from './paths';
import { renderApp, shellWorld } from './testing/renderApp';

// The browser never idle: the menu's code downloads on interaction only.
jest.mock('./whenIdle', () => ({ whenIdle: () => () => undefined }));
// Each download of the menu's code (its module's first evaluation).
const mockDownloads = jest.fn();
jest.mock('./UserMenuPopup', () => {
  mockDownloads();
  return jest.requireActual<typeof import('./UserMenuPopup')>('./UserMenuPopup');
});

it('paints the menu button with the page, and a press before its menu arrived opens it once it is there', async () => {
  renderApp(shellWorld(), paths.notFound());
  await screen.findByRole('heading', { level: 1 });
  const button = screen.getByRole('button', { name: 'Menu' });
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(mockDownloads).not.toHaveBeenCalled();

  // A press with no hover before it (a tap): a hover alone downloads the menu, which may then replace
  // the button before the press, and userEvent would press the button it held, no longer on the page.
  await userEvent.setup({ skipHover: true }).click(button);

  const menu = await screen.findByRole('menu');
  expect(within(menu).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.auth());
  expect(mockDownloads).toHaveBeenCalledTimes(1);
  // The button the menu came with keeps the focus the pressed one had, and says the menu is open.
  const shown = screen.getByRole('button', { name: 'Menu' });
  expect(shown).toHaveFocus();
  await waitFor(() => expect(shown).toHaveAttribute('aria-expanded', 'true'));
});
