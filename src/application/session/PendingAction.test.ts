import { aConsumer } from '../../domain/consumer/testing/aConsumer';
import type { Consumer } from '../../domain/consumer/Consumer';
import { fail, ok, type Result } from '../shared/Result';
import { PendingAction, retried, type SignInRequest } from './PendingAction';

const BLOCK = retried<Consumer>('blockCard');
const CANCEL = retried<undefined>('cancelPayment');

const unauthorized = <T>(): Result<T> => fail({ kind: 'Unauthorized' });

/** A retried "block card" that records every card id it was run with and answers from a script. */
function blockAction(...answers: Result<Consumer>[]) {
  const calls: string[] = [];
  const run = (cardId: string) => async (): Promise<Result<Consumer>> => {
    calls.push(cardId);
    return answers.shift() ?? ok(aConsumer({ id: `blocked ${cardId}` }));
  };
  return { calls, run };
}

/** How many times the pending-action service asked for sign-in. */
function signInRequests(pending: PendingAction): { count: number } {
  const heard = { count: 0 };
  pending.subscribe((request) => (heard.count += request === null ? 0 : 1));
  return heard;
}

describe('PendingAction: the action that met Unauthorized', () => {
  it('keeps the action with its parameters and replays it with them', async () => {
    const pending = new PendingAction();
    const block = blockAction(unauthorized());

    const first = await pending.retryAfterLogin(BLOCK, block.run('card-7'));
    const replayed = await pending.replay();

    expect(first).toEqual(fail({ kind: 'Unauthorized' }));
    expect(replayed).toEqual({ name: 'blockCard', result: ok(aConsumer({ id: 'blocked card-7' })) });
    expect(block.calls).toEqual(['card-7', 'card-7']);
  });

  it('replays it exactly once', async () => {
    const pending = new PendingAction();
    const block = blockAction(unauthorized());
    await pending.retryAfterLogin(BLOCK, block.run('card-7'));

    await pending.replay();
    const second = await pending.replay();

    expect(second).toBeNull();
    expect(pending.keptName).toBeNull();
    expect(block.calls).toHaveLength(2);
  });

  it.each([
    ['a success', ok(aConsumer())],
    ['a refusal', fail<Consumer>({ kind: 'InvalidFields', errorCode: 'cardBlocked' })],
    ['a server error', fail<Consumer>({ kind: 'ServerError' })],
    ['a network error', fail<Consumer>({ kind: 'NetworkError' })],
  ])('keeps nothing and asks for no sign-in after %s', async (_, answer) => {
    const pending = new PendingAction();
    const asked = signInRequests(pending);

    await pending.retryAfterLogin(BLOCK, blockAction(answer).run('card-7'));

    expect(pending.keptName).toBeNull();
    expect(await pending.replay()).toBeNull();
    expect(asked.count).toBe(0);
  });

  it('keeps a replay that meets Unauthorized again for the next sign-in', async () => {
    const pending = new PendingAction();
    const block = blockAction(unauthorized(), unauthorized());
    await pending.retryAfterLogin(BLOCK, block.run('card-7'));

    const replayed = await pending.replay();

    expect(replayed?.result).toEqual(fail({ kind: 'Unauthorized' }));
    expect(pending.keptName).toBe('blockCard');
  });

  it('keeps only the latest action', async () => {
    const pending = new PendingAction();
    const block = blockAction(unauthorized());
    await pending.retryAfterLogin(BLOCK, block.run('card-7'));
    await pending.retryAfterLogin(CANCEL, async () => unauthorized<undefined>());

    const replayed = await pending.replay();

    expect(replayed?.name).toBe('cancelPayment');
    expect(block.calls).toEqual(['card-7']);
  });

  it('forgets the kept action when cleared', async () => {
    const pending = new PendingAction();
    await pending.retryAfterLogin(BLOCK, blockAction(unauthorized()).run('card-7'));

    pending.clear();

    expect(await pending.replay()).toBeNull();
  });

  it("hands the replay's typed result to the listeners of that action only, until they unsubscribe", async () => {
    const pending = new PendingAction();
    const blocked: Result<Consumer>[] = [];
    const cancelled: Result<undefined>[] = [];
    const unsubscribe = pending.onReplay(BLOCK, (result) => blocked.push(result));
    pending.onReplay(CANCEL, (result) => cancelled.push(result));
    await pending.retryAfterLogin(BLOCK, blockAction(unauthorized()).run('card-7'));
    await pending.replay();
    unsubscribe();
    await pending.retryAfterLogin(BLOCK, blockAction(unauthorized()).run('card-8'));
    await pending.replay();

    expect(blocked).toEqual([ok(aConsumer({ id: 'blocked card-7' }))]);
    expect(cancelled).toEqual([]);
  });
});

describe('PendingAction: sign-in required', () => {
  it('is announced when a retried action meets Unauthorized', async () => {
    const pending = new PendingAction();
    const asked = signInRequests(pending);

    await pending.retryAfterLogin(BLOCK, blockAction(unauthorized()).run('card-7'));

    expect(asked.count).toBe(1);
  });

  it('is announced, with nothing kept, when a call that is not retried meets Unauthorized', async () => {
    const pending = new PendingAction();
    const asked = signInRequests(pending);

    const result = await pending.signInWhenUnauthorized(async () => unauthorized<string>());

    expect(result).toEqual(fail({ kind: 'Unauthorized' }));
    expect(asked.count).toBe(1);
    expect(pending.keptName).toBeNull();
  });

  it('is not announced when such a call succeeds or fails otherwise', async () => {
    const pending = new PendingAction();
    const asked = signInRequests(pending);

    await pending.signInWhenUnauthorized(async () => ok('promo applied'));
    await pending.signInWhenUnauthorized(async () => fail<string>({ kind: 'ServerError' }));

    expect(asked.count).toBe(0);
  });

  it('is announced on demand (the session ran out), to every listener until it unsubscribes', () => {
    const pending = new PendingAction();
    const asked = signInRequests(pending);
    let other = 0;
    const unsubscribe = pending.subscribe((request) => (other += request === null ? 0 : 1));

    pending.requireSignIn();
    unsubscribe();
    pending.requireSignIn();

    expect(asked.count).toBe(2);
    expect(other).toBe(1);
  });
});

describe('PendingAction: the sign-in request, as state', () => {
  it('stands, naming the kept action, for a listener that comes late', async () => {
    const pending = new PendingAction();
    await pending.retryAfterLogin(BLOCK, blockAction(unauthorized()).run('card-7'));

    const heard: (SignInRequest | null)[] = [];
    pending.subscribe((request) => heard.push(request));

    expect(heard).toEqual([{ keptAction: 'blockCard' }]);
    expect(pending.signInRequest).toEqual({ keptAction: 'blockCard' });
  });

  it('goes once the consumer has signed in and the kept action is replayed', async () => {
    const pending = new PendingAction();
    await pending.retryAfterLogin(BLOCK, blockAction(unauthorized()).run('card-7'));
    const heard: (SignInRequest | null)[] = [];
    pending.subscribe((request) => heard.push(request));

    await pending.replay();

    expect(heard).toEqual([{ keptAction: 'blockCard' }, null]);
  });

  it('stands again when the replay meets Unauthorized again', async () => {
    const pending = new PendingAction();
    await pending.retryAfterLogin(BLOCK, blockAction(unauthorized(), unauthorized()).run('card-7'));

    await pending.replay();

    expect(pending.signInRequest).toEqual({ keptAction: 'blockCard' });
  });

  it('goes when the consumer dismisses the login window, and the kept action waits for the next sign-in', async () => {
    const pending = new PendingAction();
    const block = blockAction(unauthorized());
    await pending.retryAfterLogin(BLOCK, block.run('card-7'));

    pending.dismiss();
    expect(pending.signInRequest).toBeNull();
    pending.requireSignIn();
    expect(pending.signInRequest).toEqual({ keptAction: 'blockCard' });
    await pending.replay();

    expect(block.calls).toEqual(['card-7', 'card-7']);
    expect(pending.signInRequest).toBeNull();
  });
});
