import { inject, injectable } from 'inversify';
import { PendingAction, type Retried } from '../../application/session/PendingAction';
import type { Result } from '../../application/shared/Result';
import type { Call } from './Call';

/** A call, or a form's submission, that can wait for sign-in and take the replay's result. */
export type Settles<T> = Pick<Call<T>, 'waitsForSignIn' | 'settle'>;

/**
 * Until `leave`, a replay after sign-in settles the page's call that waited for it (PageLoad hears its
 * read's itself); a replay no call waited for (another visit's) goes to `unclaimed`, if given, or
 * settles the call all the same if `unclaimed` is 'settle' (what it did holds whichever visit asked).
 */
@injectable()
export class CallReplays {
  private stops: (() => void)[] = [];

  constructor(@inject(PendingAction) private readonly pending: PendingAction) {}

  hear<T>(call: Settles<T>, action: Retried<T>, unclaimed?: 'settle' | ((result: Result<T>) => void)): void {
    this.stops.push(
      this.pending.onReplay(action, (result) => {
        if (call.waitsForSignIn || unclaimed === 'settle') call.settle(result);
        else unclaimed?.(result);
      }),
    );
  }

  /** The page is left: replays no longer reach its calls. */
  leave(): void {
    this.stops.forEach((stop) => stop());
    this.stops = [];
  }
}
