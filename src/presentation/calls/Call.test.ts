import { fail, ok, type Result } from '../../application/shared/Result';
import { messageOf } from '../messages/Message';
import { Call } from './Call';

/** A call whose answer the test gives when it wants. */
function pendingAnswer<T>() {
  let answer: (result: Result<T>) => void = () => undefined;
  const promise = new Promise<Result<T>>((resolve) => (answer = resolve));
  return { call: () => promise, answer };
}

const WORDS = { signIn: 'cards.block.signInAgain', otherwise: 'cards.block.failed' } as const;

describe('Call: one call of a screen, as observable state', () => {
  it('is idle, then running, then done with what it handed back', async () => {
    const done: string[] = [];
    const save = new Call<string>(WORDS, { done: (value) => done.push(value) });
    expect(save.state).toEqual({ status: 'idle' });
    const { call, answer } = pendingAnswer<string>();
    const running = save.run(call);
    expect(save.running).toBe(true);
    answer(ok('saved'));
    expect(await running).toEqual(ok('saved'));
    expect(save.state).toEqual({ status: 'done', value: 'saved' });
    expect(save.value).toBe('saved');
    expect(done).toEqual(['saved']);
  });

  it('fails with the screen’s words for the failure, keeping the error', async () => {
    const save = new Call<string>(WORDS);
    await save.run(async () => fail({ kind: 'ServerError', errorMessage: 'Down.' }));
    expect(save.failure).toEqual({ detail: 'Down.' });
    expect(save.error).toEqual({ kind: 'ServerError', errorMessage: 'Down.' });
    expect(save.value).toBeNull();
  });

  it('is made once however often it is asked while it runs (a double press)', async () => {
    const save = new Call<string>(WORDS);
    const { call, answer } = pendingAnswer<string>();
    const first = save.run(call);
    expect(await save.run(call)).toBeNull();
    answer(ok('once'));
    expect(await first).toEqual(ok('once'));
  });

  it('waits for sign-in at an ended session, saying so in the screen’s words, and takes the replay', async () => {
    const done: string[] = [];
    const block = new Call<string>(WORDS, { done: (value) => done.push(value) });
    await block.run(async () => fail({ kind: 'Unauthorized' }));
    expect(block.waitsForSignIn).toBe(true);
    expect(block.failure).toEqual(messageOf('cards.block.signInAgain'));
    block.settle(ok('replayed'));
    expect(block.waitsForSignIn).toBe(false);
    expect(block.value).toBe('replayed');
    expect(done).toEqual(['replayed']);
  });

  it('stays idle at an ended session when the screen has no words for it: the login window speaks', async () => {
    const order = new Call<string>({ otherwise: 'landing.order.errors.general' });
    await order.run(async () => fail({ kind: 'Unauthorized' }));
    expect(order.state).toEqual({ status: 'idle' });
    expect(order.waitsForSignIn).toBe(true);
  });

  it('tells the screen when what the call was about is not there, for it to leave the page', async () => {
    const missing: string[] = [];
    const block = new Call<string>(WORDS, { notFound: () => missing.push('not found') });
    await block.run(async () => fail({ kind: 'NotFound' }));
    await block.run(async () => fail({ kind: 'ServerError' }));
    expect(missing).toEqual(['not found']);
  });

  it('can be refused before it is made, and forgets its outcome when reset', () => {
    const save = new Call<string>(WORDS);
    save.refuse(messageOf('cards.order.required'));
    expect(save.failure).toEqual(messageOf('cards.order.required'));
    save.reset();
    expect(save.state).toEqual({ status: 'idle' });
  });
});
