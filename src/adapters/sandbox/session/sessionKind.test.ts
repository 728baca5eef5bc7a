import { sandboxHarness } from '../testing/sandboxHarness';
import { login } from './login';
import { logout } from './logout';
import { verifyOneTimeCode } from './oneTimeCode';
import { sessionKind } from './sessionKind';
import { TOKEN_LIFETIME_MINUTES } from './sessionRules';

describe('sessionKind', () => {
  it('answers none for no token or an unknown one', () => {
    const harness = sandboxHarness();
    const now = harness.context.clock();

    expect(sessionKind(harness.state, null, now)).toBe('none');
    expect(sessionKind(harness.state, 'token-1.forged', now)).toBe('none');
  });

  it('tells a login token waiting for its code from the full session the code gives', () => {
    const harness = sandboxHarness();
    const { token } = login(harness.context, { email: 'demo@example.com', password: 'Demo1234' });
    const code = harness.lastMessage('oneTimeCode')?.code ?? '';

    expect(sessionKind(harness.state, token, harness.context.clock())).toBe('awaitingCode');
    const verified = verifyOneTimeCode(harness.context, token, code).token;
    expect(sessionKind(harness.state, verified, harness.context.clock())).toBe('verified');
    expect(sessionKind(harness.state, token, harness.context.clock())).toBe('none');
  });

  it('answers none once the token has expired or was logged out, and changes nothing', () => {
    const harness = sandboxHarness();
    const expiring = harness.registerJane().token;
    const loggedOut = harness.registerJane('john@example.com').token;
    logout(harness.context, loggedOut);
    const before = structuredClone(harness.state);

    expect(sessionKind(harness.state, loggedOut, harness.context.clock())).toBe('none');
    expect(harness.state).toEqual(before);
    harness.advanceSeconds(TOKEN_LIFETIME_MINUTES * 60);
    expect(sessionKind(harness.state, expiring, harness.context.clock())).toBe('none');
  });
});
