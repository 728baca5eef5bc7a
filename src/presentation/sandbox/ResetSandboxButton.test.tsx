import { fireEvent, screen, within } from '@testing-library/react';
import { paths } from '../shell/paths';
import { renderApp, shellWorld } from '../shell/testing/renderApp';

// Each download of the confirmation (its module's first evaluation).
const mockDownloads = jest.fn();
jest.mock('./ResetConfirmation', () => {
  mockDownloads();
  return jest.requireActual<typeof import('./ResetConfirmation')>('./ResetConfirmation');
});

it('downloads its confirmation on the first press, and asks it then: the press is not lost', async () => {
  renderApp(shellWorld('en'), paths.terms());
  const banner = await screen.findByRole('complementary', { name: 'Sandbox' });
  const button = within(banner).getByRole('button', { name: 'Reset the sandbox' });
  expect(mockDownloads).not.toHaveBeenCalled();

  fireEvent.focus(button);
  fireEvent.click(button);

  expect(await screen.findByText('Reset the sandbox?')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  expect(mockDownloads).toHaveBeenCalledTimes(1);
  // The button the confirmation came with keeps the focus the pressed one had.
  expect(within(banner).getByRole('button', { name: 'Reset the sandbox' })).toHaveFocus();
});
