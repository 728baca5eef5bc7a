import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Consumer } from '../../domain/consumer/Consumer';
import { firstMissingStep } from '../../domain/registration/registrationStep';
import { HELP_CENTRE_URL } from './externalLinks';
import { Navigation } from './Navigation';
import type { Address } from './PageHost';
import { guardTargetPath, paths } from './paths';
import type { Page, PageKind } from './routeTable';
import { SessionPresenter } from './SessionPresenter';

export interface Breadcrumb {
  labelKey: string;
  /** null for the current page */
  to: string | null;
}

/** The pages of the registration journey: verification, profile steps and the level-1 identity check. */
const REGISTRATION_PAGES: readonly PageKind[] = ['verification', 'registration', 'kyc'];

/** Pages whose centred layout links the logo to Home rather than to Consumer Cards. */
const LOGO_TO_HOME_PAGES: readonly PageKind[] = [
  'auth',
  'passwordReset',
  'emailVerificationResult',
  ...REGISTRATION_PAGES,
  'cards',
];

export type MenuEntry =
  | { id: 'verification' | 'cards' | 'orders' | 'login' | 'register'; kind: 'link'; to: string }
  | { id: 'help'; kind: 'external'; href: string }
  | { id: 'signOut'; kind: 'action' };

export type MenuIconState = 'verified' | 'unverified' | 'signedOut';

const help: MenuEntry = { id: 'help', kind: 'external', href: HELP_CENTRE_URL };

/** Verification leads to the first registration step still to do, else to the identity check's info page. */
function verificationPath(consumer: Consumer): string {
  const missing = firstMissingStep(consumer);
  return missing === 'cards' ? paths.kycUpgradeInfo() : guardTargetPath(missing);
}

/**
 * The user menu of SPEC section 2 ("Layouts and menu"); signed in means a token the server has not
 * refused (SessionPresenter.signedIn). No menu at all on Authorization for a visitor: null.
 */
export function menuEntries(session: { signedIn: boolean; consumer: Consumer | null }, page: PageKind) {
  const { consumer } = session;
  if (!session.signedIn) {
    if (page === 'auth') return null;
    const second: MenuEntry =
      page === 'home'
        ? { id: 'register', kind: 'link', to: paths.auth({ register: true }) }
        : { id: 'cards', kind: 'link', to: paths.cards() };
    return [{ id: 'login', kind: 'link', to: paths.auth() } satisfies MenuEntry, second, help];
  }
  const onRegistration = REGISTRATION_PAGES.includes(page);
  const entries: MenuEntry[] = [];
  if (consumer !== null && !consumer.isFullyKnown)
    entries.push({ id: 'verification', kind: 'link', to: verificationPath(consumer) });
  if (!onRegistration && page !== 'cards') entries.push({ id: 'cards', kind: 'link', to: paths.cards() });
  if (!onRegistration && page !== 'orders') entries.push({ id: 'orders', kind: 'link', to: paths.orders() });
  entries.push(help, { id: 'signOut', kind: 'action' });
  return entries;
}

/**
 * The header's logo link and user menu, and the centred layout's breadcrumbs (SPEC section 2, "Layouts
 * and menu").
 */
@injectable()
export class HeaderPresenter {
  constructor(
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable(this);
  }

  logoPath(layout: Page['layout'], page: PageKind): string {
    if (layout === 'fullWidth') return this.session.signedIn ? paths.cards() : paths.home();
    return LOGO_TO_HOME_PAGES.includes(page) ? paths.home() : paths.cards();
  }

  /**
   * Decision (the spec names no items): My cards for a consumer the cards let in, else Home (a consumer
   * still registering: My cards would only send them back a step), then the current page.
   */
  breadcrumbs(page: PageKind, params: Address['params'] = {}): Breadcrumb[] {
    const current: Breadcrumb = { labelKey: `shell.breadcrumbs.${page}`, to: null };
    if (page === 'home') return [current];
    const fromCards =
      this.session.decide('protected').kind === 'allow' &&
      page !== 'cards' &&
      !REGISTRATION_PAGES.includes(page);
    const start: Breadcrumb = fromCards
      ? { labelKey: 'shell.breadcrumbs.cards', to: cardsPathFrom(page, params) }
      : { labelKey: 'shell.breadcrumbs.home', to: paths.home() };
    return [start, current];
  }

  get iconState(): MenuIconState {
    if (this.session.consumer?.isFullyKnown) return 'verified';
    return this.session.signedIn ? 'unverified' : 'signedOut';
  }

  /** An entry chosen from the keyboard, or sign-out pressed (Help is a link the browser opens). */
  async choose(entry: MenuEntry): Promise<void> {
    if (entry.kind === 'link') this.navigation.goTo(entry.to);
    if (entry.kind === 'action') await this.session.signOut();
  }
}

/**
 * A transaction's detail returns to its card with the transaction scrolled to (SPEC section 2); a page
 * about one card (block, deactivation) to that card, as its own "Back to my cards" link does.
 */
function cardsPathFrom(page: PageKind, { cardId, transactionId, status }: Address['params']): string {
  if (page === 'transaction') return paths.cards({ selected: cardId, transactionId, status });
  return paths.cards(page === 'card' ? { selected: cardId } : {});
}
