import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { paths } from './paths';

/** Where a presenter sends the visitor: a page of the app, or a page elsewhere (the payment provider's). */
export type Destination = { kind: 'app'; path: string; replace: boolean } | { kind: 'away'; url: string };

/**
 * The one way a presenter navigates: it says where, and NavigationFollower takes the visitor there, so
 * presenters stay free of the router and a late result (a call, a replay after sign-in) still leads on.
 */
@injectable('Singleton')
export class Navigation {
  pending: Destination | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  goTo(path: string, { replace = false }: { replace?: boolean } = {}): void {
    this.pending = { kind: 'app', path, replace };
  }

  /** What the page is about is not the visitor's, or not there (403, 404): the not-found page, in its place. */
  notFound(): void {
    this.goTo(paths.notFound(), { replace: true });
  }

  /** A full page load of another site (the payment provider needs one). */
  leaveFor(url: string): void {
    this.pending = { kind: 'away', url };
  }

  /** Hands the shell the pending destination, once. */
  take(): Destination | null {
    const destination = this.pending;
    this.pending = null;
    return destination;
  }
}
