import { PendingAction } from '../../application/session/PendingAction';
import { fail, ok, type Result } from '../../application/shared/Result';
import { Call } from './Call';
import { CallReplays } from './CallReplays';
import { CANCEL_PAYMENT } from '../../application/orders/usecases/CancelPayment';

const WORDS = { signIn: 'cards.block.signInAgain', otherwise: 'cards.block.failed' } as const;

/** A retried cancel that meets an ended session first, then answers `after` when replayed. */
function cancelThatNeedsSignIn(pending: PendingAction, after: Result<undefined>) {
  const answers = [fail<undefined>({ kind: 'Unauthorized' }), after];
  return () => pending.retryAfterLogin(CANCEL_PAYMENT, async () => answers.shift() ?? after);
}

describe('CallReplays: the replays of a page’s calls after sign-in', () => {
  it('settle the call that waited for sign-in, as a first-hand answer would', async () => {
    const pending = new PendingAction();
    const replays = new CallReplays(pending);
    const done: unknown[] = [];
    const cancel = new Call<undefined>(WORDS, { done: (value) => done.push(value) });
    replays.hear(cancel, CANCEL_PAYMENT);

    await cancel.run(cancelThatNeedsSignIn(pending, ok(undefined)));
    expect(cancel.waitsForSignIn).toBe(true);
    await pending.replay();

    expect(cancel.state).toEqual({ status: 'done', value: undefined });
    expect(done).toEqual([undefined]);
  });

  it('hand a replay no call waited for to `unclaimed`, and reach nothing once the page is left', async () => {
    const pending = new PendingAction();
    const replays = new CallReplays(pending);
    const cancel = new Call<undefined>(WORDS);
    const unclaimed: unknown[] = [];
    replays.hear(cancel, CANCEL_PAYMENT, (result) => unclaimed.push(result));

    await cancelThatNeedsSignIn(pending, ok(undefined))();
    await pending.replay();
    expect(unclaimed).toEqual([ok(undefined)]);
    expect(cancel.state).toEqual({ status: 'idle' });

    await cancel.run(cancelThatNeedsSignIn(pending, ok(undefined)));
    replays.leave();
    await pending.replay();
    expect(cancel.waitsForSignIn).toBe(true);
    expect(unclaimed).toHaveLength(1);
  });

  it("settle the call with a replay no call waited for when told 'settle'", async () => {
    const pending = new PendingAction();
    const replays = new CallReplays(pending);
    const cancel = new Call<undefined>(WORDS);
    replays.hear(cancel, CANCEL_PAYMENT, 'settle');

    await cancelThatNeedsSignIn(pending, ok(undefined))();
    await pending.replay();

    expect(cancel.state).toEqual({ status: 'done', value: undefined });
  });
});
