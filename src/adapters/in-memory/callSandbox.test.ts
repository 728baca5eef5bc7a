import { GatewayError } from '../../application/shared/GatewayError';
import { SandboxError } from '../sandbox/SandboxError';
import { callSandbox } from './callSandbox';

describe('callSandbox', () => {
  it('runs the call only once the caller has moved on, as a remote call would', async () => {
    let ran = false;

    const answer = callSandbox(() => {
      ran = true;
      return 'done';
    });

    expect(ran).toBe(false);
    await expect(answer).resolves.toBe('done');
    expect(ran).toBe(true);
  });

  it('answers a copy of what the sandbox returned', async () => {
    const held = { cards: [{ id: 'card-1' }] };

    const answer = await callSandbox(() => held);
    answer.cards.push({ id: 'card-2' });

    expect(answer).not.toBe(held);
    expect(held.cards).toEqual([{ id: 'card-1' }]);
  });

  it('turns a SandboxError into the GatewayError of its status, keeping the body', async () => {
    const failing = callSandbox(() => {
      throw new SandboxError(400, { errorCode: 'tooEarly', timeLeftForRetry: 12 });
    });

    await expect(failing).rejects.toBeInstanceOf(GatewayError);
    await expect(failing).rejects.toMatchObject({
      kind: 'InvalidFields',
      details: { errorCode: 'tooEarly', timeLeftForRetry: 12 },
    });
  });

  it('reads status 0 as a network failure', async () => {
    await expect(
      callSandbox(() => {
        throw new SandboxError(0);
      }),
    ).rejects.toMatchObject({ kind: 'NetworkError' });
  });

  it('lets any other error through: it is a bug, not an answer', async () => {
    const bug = new TypeError('undefined is not a function');

    await expect(
      callSandbox(() => {
        throw bug;
      }),
    ).rejects.toBe(bug);
  });
});
