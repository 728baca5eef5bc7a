import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { TOKEN_LIFETIME_MINUTES } from '../../adapters/sandbox/session/sessionRules';
import { DEMO_CREDENTIALS } from '../../adapters/sandbox/seed/accounts';
import { LogIn } from '../../application/session/usecases/LogIn';
import { VerifyOneTimeCode } from '../../application/session/usecases/VerifyOneTimeCode';
import { newestCode, signIn } from '../../composition/testing/sandboxApp';
import type { Language } from '../../domain/language/Language';
import { formatMoney } from '../../domain/money/formatMoney';
import enCards from '../../../locales/en/cards.json';
import enOrders from '../../../locales/en/orders.json';
import enShell from '../../../locales/en/shell.json';
import enSignin from '../../../locales/en/signin.json';
import frCards from '../../../locales/fr/cards.json';
import frOrders from '../../../locales/fr/orders.json';
import frShell from '../../../locales/fr/shell.json';
import frSignin from '../../../locales/fr/signin.json';
import { foldSpaces } from '../testing/foldSpaces';
import { paths } from './paths';
import { SessionPresenter } from './SessionPresenter';
import { reloaded, renderApp, shellWorld, type ShellWorld } from './testing/renderApp';

/**
 * A reload after the session expired (SPEC section 8): with a token stored that the server refuses,
 * a page that needs sign-in opens the login window over itself, keeps its address and query, and
 * shows its data once the consumer has signed in again (password, then the one-time code).
 */

const TEXTS = {
  en: { signin: enSignin.signin, shell: enShell.shell, orders: enOrders.orders, cards: enCards.cards },
  fr: { signin: frSignin.signin, shell: frShell.shell, orders: frOrders.orders, cards: frCards.cards },
};

/** The demo consumer signed in on a device, whose session then ran out; nothing loaded in memory yet. */
async function expiredSession(language: Language): Promise<ShellWorld> {
  let now = new Date();
  const world = shellWorld(language, () => now);
  await signIn(world.container);
  now = new Date(now.getTime() + (TOKEN_LIFETIME_MINUTES + 1) * 60_000);
  return reloaded(world);
}

/**
 * Puts a whole value in a field as a paste does (one input event, not one per key): what is under test
 * is the session, not typing, and each key would render the app beneath the window again.
 */
async function enter(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

/** Signs in again in the login window: e-mail (editable: nobody is known after a reload), password, code. */
async function signInInTheWindow(world: ShellWorld, language: Language) {
  const { signin } = TEXTS[language];
  const user = userEvent.setup({ delay: null });
  const login = await screen.findByRole('dialog', { name: signin.loginModal.title });
  const email = within(login).getByLabelText(signin.signIn.email);
  expect(email).toBeEnabled();
  expect(email).toHaveValue('');
  await enter(user, email, DEMO_CREDENTIALS.email);
  await enter(user, within(login).getByLabelText(signin.signIn.password), DEMO_CREDENTIALS.password);
  await user.click(within(login).getByRole('button', { name: signin.loginModal.submit }));
  const codeWindow = await screen.findByRole('dialog', { name: signin.codeModal.title });
  await enter(
    user,
    within(codeWindow).getByLabelText(signin.codeModal.label),
    await newestCode(world.container, 'oneTimeCode'),
  );
}

describe.each(['en', 'fr'] as const)('a reload after the session expired, in %s', (language) => {
  const { shell, orders, cards } = TEXTS[language];

  it('keeps the customer on the orders, under the login window, and lists the orders once signed in', async () => {
    const world = await expiredSession(language);
    const { where } = renderApp(world, paths.orders());

    expect(
      await screen.findByRole('heading', { level: 1, name: shell.signInAgain.title }),
    ).toBeInTheDocument();
    expect(where()).toBe(paths.orders());
    expect(document.title).toContain(shell.signInAgain.pageTitle);
    await signInInTheWindow(world, language);

    const awaiting = await screen.findByRole('region', { name: orders.sections.awaitingPayment });
    await waitFor(() => expect(within(awaiting).getAllByRole('listitem')).toHaveLength(4));
    expect(screen.getByRole('heading', { level: 1, name: orders.page.title })).toBeInTheDocument();
    expect(where()).toBe(paths.orders());
  });

  it('keeps the card chosen in the address, and shows that card once signed in', async () => {
    const world = await expiredSession(language);
    const page = paths.cards({ selected: 'card-demo-inactive' });
    const { where } = renderApp(world, page);

    await screen.findByRole('heading', { level: 1, name: shell.signInAgain.title });
    await signInInTheWindow(world, language);

    expect(await screen.findByRole('heading', { level: 1, name: cards.page.title })).toBeInTheDocument();
    // The balance shown is the chosen card's, named under it.
    const chosen = world.container
      .get(SessionPresenter)
      .consumer?.cards.find((card) => card.id === 'card-demo-inactive');
    if (chosen === undefined) throw new Error('the demo consumer has an inactive card');
    const balance = screen.getByRole('heading', { level: 2, name: new RegExp(cards.balance.label) });
    expect(balance).toHaveTextContent(foldSpaces(formatMoney(chosen.availableBalance.amount, language)));
    expect(balance.parentElement).toHaveTextContent(
      cards.carousel.cardName.replace('{{lastFour}}', chosen.cardNumberLastFour),
    );
    expect(where()).toBe(page);
  });
});

describe('a session that ended, on pages that need no sign-in', () => {
  it('shows Authorization with no signed-in menu: nobody is signed in', async () => {
    const world = await expiredSession('en');
    renderApp(world, paths.auth());
    expect(await screen.findByRole('tab', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(world.container.get(SessionPresenter).signedIn).toBe(false));
    expect(screen.queryByRole('button', { name: /menu/i })).not.toBeInTheDocument();
    // The page opens no login window of its own.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the token of a sign-in waiting for its code while another tab reads the outbox, and the code finishes it', async () => {
    // The first tab: e-mail and password given, the one-time code still to type.
    const world = shellWorld('en');
    const loggedIn = await world.container.get(LogIn).execute(DEMO_CREDENTIALS);
    expect(loggedIn.ok).toBe(true);
    const waiting = world.storage.getItem('token');

    // A second tab opens the sandbox outbox to read the code: its token reads no profile yet.
    const secondTab = reloaded(world);
    renderApp(secondTab, paths.sandboxOutbox());
    await waitFor(() => expect(secondTab.container.get(SessionPresenter).signedIn).toBe(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(world.storage.getItem('token')).toBe(waiting);

    // The first tab types the code: signed in.
    const code = await newestCode(world.container, 'oneTimeCode');
    const verified = await act(() => world.container.get(VerifyOneTimeCode).execute(code));
    expect(verified.ok).toBe(true);
  });
});
