import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Consumer } from '../../domain/consumer/Consumer';
import { firstMissingStep } from '../../domain/registration/registrationStep';
import { HELP_CENTRE_URL } from './externalLinks';
import { Navigation } from './Navigation';
import { REGISTRATION_PAGES, type PageKind } from './pageKind';
import { guardTargetPath, paths } from './paths';
import { SessionPresenter } from './SessionPresenter';

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
 * refused (SessionPresenter.signedIn). No menu at all on Authorization for a visitor.
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

@injectable()
export class UserMenuPresenter {
  constructor(
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable(this);
  }

  /** null when the page shows no menu. */
  entriesFor(page: PageKind): MenuEntry[] | null {
    return menuEntries({ signedIn: this.session.signedIn, consumer: this.session.consumer }, page);
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
