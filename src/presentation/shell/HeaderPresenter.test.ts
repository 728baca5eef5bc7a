import { register, signIn } from '../../composition/testing/sandboxApp';
import { HeaderPresenter } from './HeaderPresenter';
import type { PageKind } from './routeTable';
import { paths } from './paths';
import { shellWorld } from './testing/renderApp';

describe('the logo link', () => {
  it.each<PageKind>([
    'auth',
    'passwordReset',
    'emailVerificationResult',
    'verification',
    'registration',
    'kyc',
    'cards',
  ])('goes to Home from the centred layout on %s pages', (page) => {
    expect(shellWorld().container.get(HeaderPresenter).logoPath('centred', page)).toBe(paths.home());
  });

  it.each<PageKind>(['orders', 'kycUpgrade', 'error', 'outbox', 'transaction'])(
    'goes to Consumer Cards from the centred layout on %s pages',
    (page) => {
      expect(shellWorld().container.get(HeaderPresenter).logoPath('centred', page)).toBe(paths.cards());
    },
  );

  it('goes to Home from the full-width layout without a token, to Consumer Cards with one', async () => {
    const { container } = shellWorld();
    const presenter = container.get(HeaderPresenter);
    expect(presenter.logoPath('fullWidth', 'home')).toBe(paths.home());
    await signIn(container);
    expect(presenter.logoPath('fullWidth', 'home')).toBe(paths.cards());
    expect(presenter.logoPath('fullWidth', 'terms')).toBe(paths.cards());
  });
});

/** A breadcrumb: its label's name, and where it leads (null: the page itself). */
const crumb = (name: string, to: string | null) => ({ labelKey: `shell.breadcrumbs.${name}`, to });

/** The header of a visitor signed in (the demo consumer) or still registering. */
async function headerOf(who: typeof signIn | typeof register) {
  const { container } = shellWorld();
  await who(container);
  return container.get(HeaderPresenter);
}

describe('the breadcrumbs', () => {
  it('start at Home for a visitor', () => {
    expect(shellWorld().container.get(HeaderPresenter).breadcrumbs('auth')).toEqual([
      crumb('home', paths.home()),
      crumb('auth', null),
    ]);
  });

  it('start at My cards for a known consumer, except on the cards and registration pages', async () => {
    const presenter = await headerOf(signIn);
    expect(presenter.breadcrumbs('error')[0]).toEqual(crumb('cards', paths.cards()));
    expect(presenter.breadcrumbs('cards')).toEqual([crumb('home', paths.home()), crumb('cards', null)]);
    expect(presenter.breadcrumbs('registration')[0]?.to).toBe(paths.home());
  });

  it('start at Home for a consumer still registering, whom My cards would send back a step', async () => {
    const presenter = await headerOf(register);
    expect(presenter.breadcrumbs('outbox')[0]).toEqual(crumb('home', paths.home()));
    expect(presenter.breadcrumbs('terms')[0]?.to).toBe(paths.home());
  });

  it('lead from a transaction’s detail back to My cards with its card, transaction and status', async () => {
    const presenter = await headerOf(signIn);
    expect(
      presenter.breadcrumbs('transaction', { cardId: 'card-7', transactionId: 'tx-9', status: 'settled' }),
    ).toEqual([
      crumb('cards', '/consumer/cards?selected=card-7&transactionId=tx-9&status=settled'),
      crumb('transaction', null),
    ]);
  });

  it('lead from a page about one card (block, deactivation) back to My cards with that card', async () => {
    const presenter = await headerOf(signIn);
    expect(presenter.breadcrumbs('card', { cardId: 'card-7' })[0]).toEqual(
      crumb('cards', '/consumer/cards?selected=card-7'),
    );
  });
});
