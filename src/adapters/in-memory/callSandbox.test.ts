import { GatewayError } from '../../application/shared/GatewayError';
import { SandboxError } from '../sandbox/SandboxError';
import { callSandbox, sandboxAtHand, sandboxOnFirstCall, sandboxView } from './callSandbox';

/** A sandbox of one call, enough to see what callSandbox does around it. */
const sandbox = (answer: () => unknown) => sandboxAtHand({ answer });

describe('callSandbox', () => {
  it('runs the call only once the caller has moved on, as a remote call would', async () => {
    let ran = false;

    const answer = callSandbox(
      sandbox(() => {
        ran = true;
        return 'done';
      }),
      (opened) => opened.answer(),
    );

    expect(ran).toBe(false);
    await expect(answer).resolves.toBe('done');
    expect(ran).toBe(true);
  });

  it('answers a copy of what the sandbox returned', async () => {
    const held = { cards: [{ id: 'card-1' }] };

    const answer = await callSandbox(sandboxAtHand(held), (opened) => opened);
    answer.cards.push({ id: 'card-2' });

    expect(answer).not.toBe(held);
    expect(held.cards).toEqual([{ id: 'card-1' }]);
  });

  it('turns a SandboxError into the GatewayError of its status, keeping the body', async () => {
    const failing = callSandbox(
      sandbox(() => {
        throw new SandboxError(400, { errorCode: 'tooEarly', timeLeftForRetry: 12 });
      }),
      (opened) => opened.answer(),
    );

    await expect(failing).rejects.toBeInstanceOf(GatewayError);
    await expect(failing).rejects.toMatchObject({
      kind: 'InvalidFields',
      details: { errorCode: 'tooEarly', timeLeftForRetry: 12 },
    });
  });

  it('reads status 0 as a network failure', async () => {
    const failing = sandbox(() => {
      throw new SandboxError(0);
    });
    await expect(callSandbox(failing, (opened) => opened.answer())).rejects.toMatchObject({
      kind: 'NetworkError',
    });
  });

  it('lets any other error through: it is a bug, not an answer', async () => {
    const bug = new TypeError('undefined is not a function');
    const failing = sandbox(() => {
      throw bug;
    });

    await expect(callSandbox(failing, (opened) => opened.answer())).rejects.toBe(bug);
  });
});

describe('sandboxOnFirstCall', () => {
  it('loads nothing until a call needs the sandbox, then loads it once for every call', async () => {
    const load = jest.fn(async () => ({ answer: () => 42 }));
    const source = sandboxOnFirstCall(load);
    expect(load).not.toHaveBeenCalled();

    const answers = await Promise.all([
      callSandbox(source, (opened) => opened.answer()),
      callSandbox(source, (opened) => opened.answer()),
    ]);
    await callSandbox(source, (opened) => opened.answer());

    expect(answers).toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('sandboxView', () => {
  it('calls through a narrower view of the same sandbox', async () => {
    const source = sandboxView(sandboxAtHand({ double: (n: number) => n * 2 }), (opened) => ({
      four: () => opened.double(2),
    }));
    await expect(callSandbox(source, (view) => view.four())).resolves.toBe(4);
  });
});
