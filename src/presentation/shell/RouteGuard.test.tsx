import { act, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { PendingAction } from '../../application/session/PendingAction';
import { CONSUMER_GATEWAY } from '../../application/consumer/ports/ConsumerGateway';
import { UpdatePersonalInfo } from '../../application/consumer/usecases/UpdatePersonalInfo';
import { unexpectedResponse } from '../../application/shared/testing/unexpectedResponse';
import { register, signIn, verifyEmailAndMobile } from '../../composition/testing/sandboxApp';
import type { RouteFamily } from '../../domain/registration/routeDecision';
import type { RegistrationStep } from '../../domain/registration/registrationStep';
import { paths } from './paths';
import { RouteGuard } from './RouteGuard';
import { SessionPresenter } from './SessionPresenter';
import { reloaded, renderApp, shellWorld, type ShellWorld } from './testing/renderApp';

/** Consumer Cards, as the router holds it once the page has put the selected card in the query. */
const CARDS_ROUTE = /^\/consumer\/cards(\?selected=[^&]+)?$/;

/** One guarded page and a catch-all, so a rule is tested whatever screens exist yet. */
function guardedRoute(family: RouteFamily, path: string, step?: RegistrationStep): RouteObject[] {
  return [
    {
      element: <RouteGuard family={family} step={step ?? null} />,
      children: [{ path, element: <h1>Guarded page</h1> }],
    },
    { path: '*', element: <p>Elsewhere</p> },
  ];
}

/** A device where the seeded demo consumer (complete, fully known) signed in, then reloaded. */
async function completeConsumer(): Promise<ShellWorld> {
  const world = shellWorld();
  await signIn(world.container);
  return reloaded(world);
}

/** A device where a new visitor registered (nothing verified yet), then reloaded. */
async function newConsumer(steps: (world: ShellWorld) => Promise<void> = async () => undefined) {
  const world = shellWorld();
  await register(world.container);
  await steps(world);
  return reloaded(world);
}

describe('the route guards (SPEC section 2)', () => {
  it('says the service is unavailable when the profile cannot be read, and tries again on request', async () => {
    const world = await completeConsumer();
    world.sandbox.failNext('fetchConsumer', 'network');
    const { where } = renderApp(world, paths.cards(), guardedRoute('protected', paths.cards()));

    expect(
      await screen.findByRole('heading', { name: 'The service is unavailable at the moment' }),
    ).toBeInTheDocument();
    expect(where()).toBe(paths.cards());
    expect(document.title).toBe('Service unavailable | Prepaid Cards');
    // The session may be fine: no login window opens over the notice and its Try again.
    expect(world.container.get(PendingAction).signInRequest).toBeNull();

    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
  });

  it('shows Authorization, not the notice, to a visitor who signs out while the service is unavailable', async () => {
    const world = await completeConsumer();
    world.sandbox.failNext('fetchConsumer', 'network');
    const routes = [
      ...guardedRoute('protected', paths.cards()).slice(0, 1),
      ...guardedRoute('auth', paths.auth()),
    ];
    const { router } = renderApp(world, paths.cards(), routes);
    await screen.findByRole('heading', { name: 'The service is unavailable at the moment' });

    await act(() => world.container.get(SessionPresenter).signOut());
    // Where sign-out sends the visitor, as the shell's NavigationFollower takes it.
    await act(() => router.navigate(paths.auth()));

    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
  });

  it('says it in French too', async () => {
    const world = await completeConsumer();
    world.storage.setItem('language', 'fr');
    world.sandbox.failNext('fetchConsumer', 500);
    renderApp(reloaded(world), paths.cards(), guardedRoute('protected', paths.cards()));

    expect(
      await screen.findByRole('heading', { name: 'Le service est momentanément indisponible' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('says the service is unavailable when the profile comes back in a shape the API document does not allow', async () => {
    const world = await completeConsumer();
    jest.spyOn(world.container.get(CONSUMER_GATEWAY), 'fetch').mockRejectedValueOnce(unexpectedResponse());
    const { where } = renderApp(world, paths.cards(), guardedRoute('protected', paths.cards()));

    expect(
      await screen.findByRole('heading', { name: 'The service is unavailable at the moment' }),
    ).toBeInTheDocument();
    expect(where()).toBe(paths.cards());
  });

  it('sends an incomplete consumer opening /consumer/cards to the first missing step', async () => {
    const { where } = renderApp(await newConsumer(), paths.cards());
    await waitFor(() => expect(where()).toBe(paths.verifyEmail()));
  });

  it('sends a consumer with both verifications done to Personal Info', async () => {
    const world = await newConsumer(async ({ container }) => verifyEmailAndMobile(container));
    const { where } = renderApp(world, paths.cards());
    await waitFor(() => expect(where()).toBe(paths.personalInfo()));
  });

  it('sends /consumer/register on to the first missing step', async () => {
    const { where } = renderApp(await newConsumer(), '/consumer/register');
    await waitFor(() => expect(where()).toBe(paths.verifyEmail()));
  });

  it('keeps a consumer from skipping ahead of the first missing registration step', async () => {
    const world = await newConsumer(async ({ container }) => verifyEmailAndMobile(container));
    const { where } = renderApp(
      world,
      paths.addressInfo(),
      guardedRoute('registration', paths.addressInfo(), 'addressInfo'),
    );
    await waitFor(() => expect(where()).toBe(paths.personalInfo()));
  });

  it('lets a consumer go back to a registration step already done', async () => {
    const world = await newConsumer(async ({ container }) => {
      await verifyEmailAndMobile(container);
      await container
        .get(UpdatePersonalInfo)
        .execute({ name: 'Jane', surname: 'Doe', dateOfBirth: '1990-04-12' });
    });
    renderApp(
      world,
      paths.personalInfo(),
      guardedRoute('registration', paths.personalInfo(), 'personalInfo'),
    );
    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
  });

  it('redirects a complete consumer from Authorization to Consumer Cards', async () => {
    const { where } = renderApp(await completeConsumer(), paths.auth());
    await waitFor(() => expect(where()).toMatch(CARDS_ROUTE));
    expect(await screen.findByRole('heading', { level: 1, name: 'My cards' })).toBeInTheDocument();
  });

  it.each([paths.verifyEmail(), paths.verifyMobile(), paths.mobileSuccess()])(
    'redirects a complete consumer from the verification page %s to Consumer Cards',
    async (path) => {
      const { where } = renderApp(await completeConsumer(), path, guardedRoute('verification', path));
      await waitFor(() => expect(where()).toMatch(CARDS_ROUTE));
    },
  );

  it('redirects a complete consumer from a registration step to Consumer Cards', async () => {
    const world = await completeConsumer();
    const { where } = renderApp(world, paths.kyc(), guardedRoute('registration', paths.kyc(), 'kyc'));
    await waitFor(() => expect(where()).toMatch(CARDS_ROUTE));
  });

  it('opens the login window over a protected page whose stored token the server refuses; the page keeps its address', async () => {
    const world = shellWorld();
    world.storage.setItem('token', 'a-token-the-sandbox-never-issued');
    const { where } = renderApp(world, paths.cards({ selected: 'card-demo-1' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your session has ended' })).toBeInTheDocument();
    expect(where()).toBe(paths.cards({ selected: 'card-demo-1' }));
    // A token is kept: it may be a sign-in still waiting for its code.
    expect(world.storage.getItem('token')).not.toBeNull();
  });

  it('opens the window again from the page once it was closed without signing in', async () => {
    const world = shellWorld();
    world.storage.setItem('token', 'a-token-the-sandbox-never-issued');
    renderApp(world, paths.orders());
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    await act(async () => within(dialog).getByRole('button', { name: 'Cancel' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(async () => screen.getByRole('button', { name: 'Sign in again' }).click());
    expect(await screen.findByRole('dialog', { name: 'Sign in again' })).toBeInTheDocument();
  });

  it('sends the KYC upgrade route without sign-in to Authorization with kyc=true', async () => {
    const { where } = renderApp(
      shellWorld(),
      paths.kycUpgrade(),
      guardedRoute('kycUpgrade', paths.kycUpgrade()),
    );
    await waitFor(() => expect(where()).toBe(paths.auth({ kyc: true })));
  });

  it('logs out from any other protected route without a token and goes to Authorization', async () => {
    const world = shellWorld();
    const signOut = jest.spyOn(world.container.get(SessionPresenter), 'signOut');
    const { where } = renderApp(world, paths.cards());
    await waitFor(() => expect(where()).toBe(paths.auth()));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('loads the consumer behind a loading indicator when a token exists, then decides', async () => {
    const world = await completeConsumer();
    expect(world.container.get(SessionPresenter).needsLoading).toBe(true);
    renderApp(world, paths.cards(), guardedRoute('protected', paths.cards()));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
    expect(world.container.get(SessionPresenter).consumer?.email).toBe('demo@example.com');
  });

  it('decides on entering a page, not again while the page is shown', async () => {
    const world = shellWorld();
    const { router, where } = renderApp(world, paths.auth(), [
      { element: <RouteGuard family="auth" />, children: [{ path: paths.auth(), element: <h1>Auth</h1> }] },
      { path: '*', element: <p>Elsewhere</p> },
    ]);
    expect(await screen.findByRole('heading', { name: 'Auth' })).toBeInTheDocument();
    // Signing in on the page leaves where to go next to the page itself...
    await act(() => signIn(world.container));
    expect(where()).toBe(paths.auth());
    // ...while entering Authorization again as a complete consumer is redirected.
    await act(() => router.navigate(paths.auth()));
    await waitFor(() => expect(where()).toMatch(CARDS_ROUTE));
  });
});
