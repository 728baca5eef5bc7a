import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SANDBOX_CONSOLE } from '../../application/sandbox/ports/SandboxConsole';
import { GatewayError } from '../../application/shared/GatewayError';
import { SendMobileCode } from '../../application/consumer/usecases/SendMobileCode';
import { SendVerificationEmail } from '../../application/consumer/usecases/SendVerificationEmail';
import { createContainer } from '../../composition/createContainer';
import { newestCode, register, signIn } from '../../composition/testing/sandboxApp';
import { browserPage } from '../shell/browserPage';
import { paths } from '../shell/paths';
import { renderApp, shellWorld } from '../shell/testing/renderApp';

describe('the outbox page', () => {
  it('shows every message, newest first, codes readable and links clickable', async () => {
    const world = shellWorld('en');
    await register(world.container);
    await world.container.get(SendVerificationEmail).execute();
    await world.container.get(SendMobileCode).execute();
    const code = await newestCode(world.container, 'mobileCode');
    const { where } = renderApp(world, paths.sandboxOutbox());

    expect(await screen.findByRole('heading', { level: 1, name: 'Sandbox outbox' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Messages, newest first' });
    const entries = within(list).getAllByRole('article');
    expect(entries.map((entry) => within(entry).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Mobile number verification code',
      'E-mail address verification',
    ]);
    expect(within(entries[0] as HTMLElement).getByText('Code')).toBeInTheDocument();
    expect(within(entries[0] as HTMLElement).getByText(code).style.fontFamily).toContain('monospace');
    expect(within(entries[0] as HTMLElement).getByText('+33 612000000')).toBeInTheDocument();

    await userEvent.click(
      within(entries[1] as HTMLElement).getByRole('link', { name: 'Open the verification link' }),
    );
    await waitFor(() => expect(where()).toMatch(/^\/consumer\/verify\?cons=.+&nonce=.+$/));
  });

  it('shows new messages on refresh, in French', async () => {
    const world = shellWorld('fr');
    renderApp(world, paths.sandboxOutbox());
    expect(await screen.findByText('Aucun message envoyé pour l’instant.', {})).toBeInTheDocument();
    await act(() => signIn(world.container));
    await userEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Code de connexion à usage unique' }),
    ).toBeInTheDocument();
  });

  it('resets the sandbox after a confirmation, then reloads', async () => {
    const reload = jest.spyOn(browserPage, 'reload').mockImplementation(() => undefined);
    const world = shellWorld('en');
    await signIn(world.container);
    renderApp(world, paths.sandboxOutbox());
    await screen.findByRole('heading', { level: 2, name: 'Sign-in one-time code' });
    const main = screen.getByRole('main');
    await userEvent.click(within(main).getByRole('button', { name: 'Reset the sandbox' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(world.storage.getItem('token')).toBeNull();
    expect(await world.sandbox.outbox()).toEqual([]);
  });

  it('says so in French when the reset fails, keeping the session and the page', async () => {
    const reload = jest.spyOn(browserPage, 'reload').mockImplementation(() => undefined);
    const world = shellWorld('fr');
    await signIn(world.container);
    jest
      .spyOn(world.container.get(SANDBOX_CONSOLE), 'reset')
      .mockRejectedValue(new GatewayError('NetworkError'));
    renderApp(world, paths.sandboxOutbox());
    const main = await screen.findByRole('main');
    await userEvent.click(await within(main).findByRole('button', { name: 'Réinitialiser le bac à sable' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Réinitialiser' }));
    expect(await within(main).findByRole('alert')).toHaveTextContent(
      'Le bac à sable n’a pas pu être réinitialisé. Veuillez réessayer.',
    );
    expect(reload).not.toHaveBeenCalled();
    expect(world.storage.getItem('token')).not.toBeNull();
  });

  it('is not found outside the sandbox', async () => {
    const container = createContainer('http', { apiBaseUrl: 'http://127.0.0.1:1' });
    renderApp({ container }, paths.sandboxOutbox());
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Oups ! Nous ne trouvons pas la page',
    );
  });
});
