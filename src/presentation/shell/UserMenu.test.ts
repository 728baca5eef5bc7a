import { signIn } from '../../composition/testing/sandboxApp';
import { aCompleteConsumer, aConsumer } from '../../domain/consumer/testing/aConsumer';
import { HELP_CENTRE_URL } from './externalLinks';
import { paths } from './paths';
import { destination } from '../testing/destination';
import { HeaderPresenter, menuEntries, type MenuEntry } from './HeaderPresenter';
import { SessionPresenter } from './SessionPresenter';
import { shellWorld } from './testing/renderApp';

const ids = (entries: MenuEntry[] | null) => entries?.map((entry) => entry.id) ?? null;
const signedOut = { signedIn: false, consumer: null };
const signedIn = (consumer = aCompleteConsumer()) => ({ signedIn: true, consumer });

describe('the signed-out menu', () => {
  it('offers login, registration and help on Home', () => {
    const entries = menuEntries(signedOut, 'home');
    expect(ids(entries)).toEqual(['login', 'register', 'help']);
    expect(entries?.[0]).toEqual({ id: 'login', kind: 'link', to: paths.auth() });
    expect(entries?.[1]).toEqual({ id: 'register', kind: 'link', to: paths.auth({ register: true }) });
    expect(entries?.[2]).toEqual({ id: 'help', kind: 'external', href: HELP_CENTRE_URL });
  });

  it.each(['terms', 'passwordReset', 'error', 'outbox'] as const)(
    'offers login, my cards and help on %s',
    (page) => {
      expect(ids(menuEntries(signedOut, page))).toEqual(['login', 'cards', 'help']);
    },
  );

  it('is hidden on Authorization', () => {
    expect(menuEntries(signedOut, 'auth')).toBeNull();
  });
});

describe('the signed-in menu', () => {
  it('offers my cards, orders, help and sign out to a fully verified consumer', () => {
    const entries = menuEntries(signedIn(aCompleteConsumer({ isFullyKnown: true, kycLevel: 2 })), 'terms');
    expect(ids(entries)).toEqual(['cards', 'orders', 'help', 'signOut']);
    expect(entries?.[0]).toEqual({ id: 'cards', kind: 'link', to: paths.cards() });
    expect(entries?.[1]).toEqual({ id: 'orders', kind: 'link', to: paths.orders() });
  });

  it('adds verification, to the identity check, for a known consumer not fully verified', () => {
    const entries = menuEntries(signedIn(aCompleteConsumer()), 'home');
    expect(ids(entries)).toEqual(['verification', 'cards', 'orders', 'help', 'signOut']);
    expect(entries?.[0]).toEqual({ id: 'verification', kind: 'link', to: paths.kycUpgradeInfo() });
  });

  it('sends verification to the first missing step while registration is incomplete', () => {
    const entries = menuEntries(signedIn(aConsumer({ isEmailVerified: true })), 'error');
    expect(entries?.[0]).toEqual({ id: 'verification', kind: 'link', to: paths.verifyMobile() });
  });

  it('leaves verification out while the consumer is not known yet', () => {
    expect(ids(menuEntries({ signedIn: true, consumer: null }, 'error'))).toEqual([
      'cards',
      'orders',
      'help',
      'signOut',
    ]);
  });

  it.each(['verification', 'registration', 'kyc'] as const)(
    'hides my cards and orders on %s pages',
    (page) => {
      expect(ids(menuEntries(signedIn(aConsumer()), page))).toEqual(['verification', 'help', 'signOut']);
    },
  );

  it('hides my cards on the cards page and orders on the orders page', () => {
    const known = aCompleteConsumer({ isFullyKnown: true, kycLevel: 2 });
    expect(ids(menuEntries(signedIn(known), 'cards'))).toEqual(['orders', 'help', 'signOut']);
    expect(ids(menuEntries(signedIn(known), 'orders'))).toEqual(['cards', 'help', 'signOut']);
  });

  it('still shows on Authorization', () => {
    expect(ids(menuEntries(signedIn(aConsumer()), 'auth'))).toEqual([
      'verification',
      'cards',
      'orders',
      'help',
      'signOut',
    ]);
  });
});

describe('the user menu presenter', () => {
  it('shows the signed-out icon and menu before sign-in', () => {
    const { container } = shellWorld();
    expect(container.get(HeaderPresenter).iconState).toBe('signedOut');
    expect(ids(menuEntries(container.get(SessionPresenter), 'home'))).toEqual(['login', 'register', 'help']);
  });

  it('shows the verified icon once the fully known demo consumer signs in', async () => {
    const { container } = shellWorld();
    const presenter = container.get(HeaderPresenter);
    await signIn(container);
    expect(presenter.iconState).toBe('verified');
    expect(ids(menuEntries(container.get(SessionPresenter), 'home'))).toEqual([
      'cards',
      'orders',
      'help',
      'signOut',
    ]);
  });

  it('shows the unverified icon for a token whose consumer is not known', () => {
    const world = shellWorld();
    world.storage.setItem('token', 'some-token');
    expect(world.container.get(HeaderPresenter).iconState).toBe('unverified');
  });

  it('signs out and goes to Authorization', async () => {
    const world = shellWorld();
    const presenter = world.container.get(HeaderPresenter);
    await signIn(world.container);
    await presenter.choose({ id: 'signOut', kind: 'action' });
    expect(destination(world.container)).toBe(paths.auth());
    expect(world.storage.getItem('token')).toBeNull();
    expect(presenter.iconState).toBe('signedOut');
  });

  it('goes to a page chosen from the keyboard', async () => {
    const world = shellWorld();
    const presenter = world.container.get(HeaderPresenter);
    await signIn(world.container);
    await presenter.choose({ id: 'orders', kind: 'link', to: paths.orders() });
    expect(destination(world.container)).toBe(paths.orders());
  });
});
