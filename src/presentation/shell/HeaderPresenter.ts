import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { LOGO_TO_HOME_PAGES, REGISTRATION_PAGES, type PageKind } from './pageKind';
import { paths } from './paths';
import type { Page } from './routeTable';
import { SessionPresenter } from './SessionPresenter';

export interface Breadcrumb {
  labelKey: string;
  /** null for the current page */
  to: string | null;
}

/** The header's logo link and the centred layout's breadcrumbs (SPEC section 2, "Layouts and menu"). */
@injectable()
export class HeaderPresenter {
  constructor(@inject(SessionPresenter) private readonly session: SessionPresenter) {
    makeAutoObservable<HeaderPresenter, 'session'>(this, { session: false });
  }

  logoPath(layout: Page['layout'], page: PageKind): string {
    if (layout === 'fullWidth') return this.session.signedIn ? paths.cards() : paths.home();
    return LOGO_TO_HOME_PAGES.includes(page) ? paths.home() : paths.cards();
  }

  /**
   * Decision (the spec names no items): My cards for a consumer the cards let in, else Home (a consumer
   * still registering: My cards would only send them back a step), then the current page.
   */
  breadcrumbs(page: PageKind, params: RouteParams = {}): Breadcrumb[] {
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
}

export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * A transaction's detail returns to its card with the transaction scrolled to (SPEC section 2); a page
 * about one card (block, deactivation) to that card, as its own "Back to my cards" link does.
 */
function cardsPathFrom(page: PageKind, { cardId, transactionId, status }: RouteParams): string {
  if (page === 'transaction') return paths.cards({ selected: cardId, transactionId, status });
  return paths.cards(page === 'card' ? { selected: cardId } : {});
}
