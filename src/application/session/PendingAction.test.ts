/** @jest-environment node */
import { fail, ok, type Result } from '../shared/Result';
import { PendingAction, type ReplayedAction } from './PendingAction';

const unauthorized = <T>(): Result<T> => fail({ kind: 'Unauthorized' });

/** A retried action that records every card id it was run with and answers from a script. */
function blockAction(...answers: Result<string>[]) {
  const calls: string[] = [];
  const run = (cardId: string) => async (): Promise<Result<string>> => {
    calls.push(cardId);
    return answers.shift() ?? ok(`blocked ${cardId}`);
  };
  return { calls, run };
}

describe('PendingAction: the action that met Unauthorized', () => {
  it('keeps the action with its parameters and replays it with them', async () => {
    const pending = new PendingAction();
    const block = blockAction(unauthorized());

    const first = await pending.retryAfterLogin('blockCard', block.run('card-7'));
    const replayed = await pending.replay();

    expect(first).toEqual(fail({ kind: 'Unauthorized' }));
    expect(replayed).toEqual({ name: 'blockCard', result: ok('blocked card-7') });
    expect(block.calls).toEqual(['card-7', 'card-7']);
  });

  it('replays it exactly once', async () => {
    const pending = new PendingAction();
    const block = blockAction(unauthorized());
    await pending.retryAfterLogin('blockCard', block.run('card-7'));

    await pending.replay();
    const second = await pending.replay();

    expect(second).toBeNull();
    expect(pending.keptName).toBeNull();
    expect(block.calls).toHaveLength(2);
  });

  it.each([
    ['a success', ok('blocked card-7')],
    ['a refusal', fail<string>({ kind: 'InvalidFields', errorCode: 'cardBlocked' })],
    ['a server error', fail<string>({ kind: 'ServerError' })],
    ['a network error', fail<string>({ kind: 'NetworkError' })],
  ])('keeps nothing after %s', async (_, answer) => {
    const pending = new PendingAction();

    await pending.retryAfterLogin('blockCard', blockAction(answer).run('card-7'));

    expect(pending.keptName).toBeNull();
    expect(await pending.replay()).toBeNull();
  });

  it('keeps a replay that meets Unauthorized again for the next sign-in', async () => {
    const pending = new PendingAction();
    const block = blockAction(unauthorized(), unauthorized());
    await pending.retryAfterLogin('blockCard', block.run('card-7'));

    const replayed = await pending.replay();

    expect(replayed?.result).toEqual(fail({ kind: 'Unauthorized' }));
    expect(pending.keptName).toBe('blockCard');
  });

  it('keeps only the latest action', async () => {
    const pending = new PendingAction();
    const block = blockAction(unauthorized());
    const order = blockAction(unauthorized());
    await pending.retryAfterLogin('blockCard', block.run('card-7'));
    await pending.retryAfterLogin('readOrder', order.run('order-3'));

    const replayed = await pending.replay();

    expect(replayed?.name).toBe('readOrder');
    expect(block.calls).toEqual(['card-7']);
    expect(order.calls).toEqual(['order-3', 'order-3']);
  });

  it('forgets the kept action when cleared', async () => {
    const pending = new PendingAction();
    await pending.retryAfterLogin('blockCard', blockAction(unauthorized()).run('card-7'));

    pending.clear();

    expect(await pending.replay()).toBeNull();
  });

  it('tells its listeners how the replay went, until they unsubscribe', async () => {
    const pending = new PendingAction();
    const heard: ReplayedAction[] = [];
    const unsubscribe = pending.onReplay((replayed) => heard.push(replayed));
    await pending.retryAfterLogin('blockCard', blockAction(unauthorized()).run('card-7'));
    await pending.replay();
    unsubscribe();
    await pending.retryAfterLogin('blockCard', blockAction(unauthorized()).run('card-8'));
    await pending.replay();

    expect(heard).toEqual([{ name: 'blockCard', result: ok('blocked card-7') }]);
  });
});
