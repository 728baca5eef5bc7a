import { sandboxHarness } from '../testing/sandboxHarness';
import { login } from './login';
import { logout } from './logout';
import { verifyOneTimeCode } from './oneTimeCode';
import { sessionOwner } from './sessionOwner';

describe('sessionOwner', () => {
  it('answers null for no token or an unknown one', () => {
    const harness = sandboxHarness();
    const now = harness.context.clock();

    expect(sessionOwner(harness.state, null, now)).toBeNull();
    expect(sessionOwner(harness.state, 'token-1.forged', now)).toBeNull();
  });

  it('names the same consumer for a login waiting for its code and for the session the code gives', () => {
    const harness = sandboxHarness();
    const { token } = login(harness.context, { email: 'demo@example.com', password: 'Demo1234' });
    const code = harness.lastMessage('oneTimeCode')?.code ?? '';
    const waiting = sessionOwner(harness.state, token, harness.context.clock());
    const verified = verifyOneTimeCode(harness.context, token, code).token;

    expect(waiting).toEqual(expect.any(String));
    expect(sessionOwner(harness.state, verified, harness.context.clock())).toBe(waiting);
  });

  it('tells two consumers apart, and answers null once a session was logged out', () => {
    const harness = sandboxHarness();
    const jane = harness.registerJane().token;
    const john = harness.registerJane('john@example.com').token;
    const janeOwner = sessionOwner(harness.state, jane, harness.context.clock());

    expect(janeOwner).not.toBeNull();
    expect(sessionOwner(harness.state, john, harness.context.clock())).not.toBe(janeOwner);
    logout(harness.context, jane);
    expect(sessionOwner(harness.state, jane, harness.context.clock())).toBeNull();
  });
});
