import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Consumer } from '../../domain/consumer/Consumer';
import { firstMissingStep } from '../../domain/registration/registrationStep';
import { HELP_CENTRE_URL } from './externalLinks';
import { REGISTRATION_PAGES, type PageKind } from './pageKind';
import { guardTargetPath, paths } from './paths';
import { SessionPresenter } from './SessionPresenter';

export type MenuEntry =
  | { id: 'verification' | 'cards' | 'orders' | 'login' | 'register'; kind: 'link'; to: string }
  | { id: 'help'; kind: 'external'; href: string }
  | { id: 'signOut'; kind: 'action' };

/** What the menu icon shows: a verified or unverified consumer, or nobody signed in. */
export type MenuIconState = 'verified' | 'unverified' | 'signedOut';

const help: MenuEntry = { id: 'help', kind: 'external', href: HELP_CENTRE_URL };

/**
 * Where "verification" leads: the first registration step still to do, or, once registration is
 * complete, the level-2 identity check's info page.
 */
function verificationPath(consumer: Consumer): string {
  const missing = firstMissingStep(consumer);
  return missing === 'cards' ? paths.kycUpgradeInfo() : guardTargetPath(missing);
}

/**
 * The user menu of SPEC section 2 ("Layouts and menu"). Signed in (a token exists that the server has
 * not refused: SessionPresenter.signedIn): verification (only when the consumer is known and not
 * fully verified), my cards, orders, help, sign out; my cards and orders are hidden on registration
 * pages and on their own page. Signed out: login, then registration on Home or my cards elsewhere,
 * then help; no menu at all on Authorization.
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

/** The header's user menu: its entries for the current page, its icon, its bottom sheet, sign-out. */
@injectable()
export class UserMenuPresenter {
  /** The bottom sheet of small screens (the dropdown of large screens opens on its own). */
  sheetOpen = false;

  constructor(@inject(SessionPresenter) private readonly session: SessionPresenter) {
    makeAutoObservable<UserMenuPresenter, 'session'>(this, { session: false });
  }

  /** The entries for a page, or null when the page shows no menu. */
  entriesFor(page: PageKind): MenuEntry[] | null {
    return menuEntries({ signedIn: this.session.signedIn, consumer: this.session.consumer }, page);
  }

  get iconState(): MenuIconState {
    const { consumer } = this.session;
    if (consumer === null) return this.session.signedIn ? 'unverified' : 'signedOut';
    return consumer.isFullyKnown ? 'verified' : 'unverified';
  }

  openSheet(): void {
    this.sheetOpen = true;
  }

  closeSheet(): void {
    this.sheetOpen = false;
  }

  /** Signs out and returns where to go: the Authorization page. */
  async signOut(): Promise<void> {
    this.sheetOpen = false;
    await this.session.signOut();
  }
}
