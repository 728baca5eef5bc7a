import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { PendingAction, type Retried } from '../../application/session/PendingAction';
import type { Result } from '../../application/shared/Result';
import type { Message } from '../messages/Message';
import { Navigation } from '../shell/Navigation';
import { paths } from '../shell/paths';
import { Call } from './Call';
import type { FailureWords } from './failureMessage';

export interface PageRead<T> {
  /** Reads what the page shows (a use case; a retried one keeps the read at an ended session). */
  read: () => Promise<Result<T>>;
  words: FailureWords;
  /** The read's replay after sign-in (its use case's token), taken as a first-hand answer. */
  replay?: Retried<T>;
  /** Whether a replay is this page's (the same order, say): another page's replay is left alone. */
  owns?: (value: T) => boolean;
  /** A failure other than a lost connection leaves for the unspecified error page (SPEC section 8). */
  otherFailuresLeave?: boolean;
  /** What the page does once read, first-hand or replayed (leaves for a page what it read names). */
  done?: (value: T) => void;
}

/**
 * The one way a page reads what it shows on entry, handling a failed read once for every page (SPEC
 * section 8): an ended session waits for sign-in and the read's replay; a missing subject (403, 404)
 * leaves for Not Found; anything else is said, with Try again. A page left before the answer stays as it is.
 */
@injectable()
export class PageLoad<T> {
  /** The last answer, in the page's words (a new call per entry: each page read has its own words). */
  private answer = new Call<T>({ otherwise: '' });
  private loading = false;
  private current: PageRead<T> | null = null;
  private stopHearing: () => void = () => undefined;

  constructor(
    @inject(PendingAction) private readonly pending: PendingAction,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    // The read (a plain object of functions) and the stopper (reassigned) stay as they are.
    makeAutoObservable<PageLoad<T>, 'current' | 'stopHearing'>(this, { current: false, stopHearing: false });
  }

  /** What the page shows of its read; signInNeeded: the login window is open, the read replayed after it. */
  get status(): 'loading' | 'shown' | 'failed' | 'signInNeeded' {
    const { status } = this.answer.state;
    if (this.loading) return 'loading';
    if (this.answer.waitsForSignIn) return 'signInNeeded';
    return status === 'done' ? 'shown' : status === 'failed' ? 'failed' : 'loading';
  }

  get value(): T | null {
    return this.answer.value;
  }

  get failure(): Message | null {
    return this.status === 'failed' ? this.answer.failure : null;
  }

  /** Entering the page: reads, and hears the read's replay after sign-in until the page is left. */
  async enter(read: PageRead<T>): Promise<void> {
    this.leave();
    this.current = read;
    this.answer = new Call<T>(read.words, { done: read.done });
    if (read.replay !== undefined)
      this.stopHearing = this.pending.onReplay(read.replay, (result) => {
        if (!result.ok || read.owns === undefined || read.owns(result.value)) this.answered(read, result);
      });
    await this.retry();
  }

  /** Leaving the page: replays no longer reach it, and a read still under way changes nothing. */
  leave(): void {
    this.stopHearing();
    this.stopHearing = () => undefined;
    this.current = null;
    this.loading = false;
  }

  /** Reads again (Try again, after a failure). */
  async retry(): Promise<void> {
    const read = this.current;
    if (read === null || this.loading) return;
    this.loading = true;
    this.answered(read, await read.read());
  }

  /** Opens the login window again (the consumer closed it); signing in replays the read. */
  signIn(): void {
    this.pending.requireSignIn();
  }

  /** Shows the answer, or leaves the page for the not-found or the unspecified error page when it says so. */
  private answered(read: PageRead<T>, result: Result<T>): void {
    if (this.current !== read) return;
    this.loading = false;
    const kind = result.ok ? null : result.error.kind;
    if (kind === 'NotFound') this.navigation.notFound();
    else if (read.otherFailuresLeave && kind !== null && kind !== 'NetworkError' && kind !== 'Unauthorized')
      this.navigation.goTo(paths.unspecifiedError(), { replace: true });
    else this.answer.settle(result);
  }
}

/** What a view shows of a page's read (PageLoadView), whatever it read. */
export type PageLoadState = Pick<PageLoad<unknown>, 'status' | 'failure' | 'retry' | 'signIn'>;
