import { login } from '../session/login';
import { requestOneTimeCode } from '../session/oneTimeCode';
import { PASSWORD_RESET_LINK_LIFETIME_MINUTES } from '../state/stateLimits';
import { sandboxHarness, thrownBy } from '../testing/sandboxHarness';
import { resumePasswordReset, startPasswordReset } from './passwordReset';

function linkParts(link: string | null | undefined): { nonce: string; email: string } {
  const [, nonce = '', email = ''] = /^\/consumer\/set-password\/([^/]+)\/([^/]+)$/.exec(link ?? '') ?? [];
  return { nonce: decodeURIComponent(nonce), email: decodeURIComponent(email) };
}

describe('password reset', () => {
  it('e-mails a reset link to a known address', () => {
    const harness = sandboxHarness();

    expect(startPasswordReset(harness.context, 'Demo@Example.com')).toEqual({ timeLeftForRetry: 0 });

    const message = harness.lastMessage('passwordReset');
    expect(message).toMatchObject({ channel: 'email', to: 'demo@example.com', code: null });
    expect(message?.link).toMatch(/^\/consumer\/set-password\/[a-z0-9]+\/demo%40example\.com$/);
  });

  it('answers an unknown address the same way, without sending anything', () => {
    const harness = sandboxHarness();

    expect(startPasswordReset(harness.context, 'nobody@example.com')).toEqual({ timeLeftForRetry: 0 });
    expect(harness.state.outbox).toEqual([]);
  });

  it('waits 60 seconds between two reset e-mails to one address', () => {
    const harness = sandboxHarness();
    startPasswordReset(harness.context, 'demo@example.com');

    harness.advanceSeconds(59);
    expect(thrownBy(() => startPasswordReset(harness.context, 'demo@example.com'))).toMatchObject({
      status: 400,
      body: { errorCode: 'tooEarly', timeLeftForRetry: 1 },
    });
    expect(startPasswordReset(harness.context, 'level1@example.com')).toEqual({ timeLeftForRetry: 0 });
    harness.advanceSeconds(1);
    expect(startPasswordReset(harness.context, 'demo@example.com')).toEqual({ timeLeftForRetry: 0 });
  });

  it('refuses an invalid address with the domain key', () => {
    const harness = sandboxHarness();

    expect(thrownBy(() => startPasswordReset(harness.context, 'demo'))).toMatchObject({
      status: 400,
      body: { invalidFields: [{ fieldName: 'email', errors: ['auth.errors.email.invalid'] }] },
    });
  });

  it('sets the new password with the link, once', () => {
    const harness = sandboxHarness();
    startPasswordReset(harness.context, 'demo@example.com');
    const link = linkParts(harness.lastMessage('passwordReset')?.link);
    const newPassword = harness.context.tokenise('Brand9new');

    resumePasswordReset(harness.context, { ...link, newPassword });

    expect(login(harness.context, { email: 'demo@example.com', password: 'Brand9new' }).token).not.toBe('');
    expect(
      thrownBy(() => login(harness.context, { email: 'demo@example.com', password: 'Demo1234' })),
    ).toMatchObject({
      status: 400,
    });
    expect(thrownBy(() => resumePasswordReset(harness.context, { ...link, newPassword }))).toMatchObject({
      status: 400,
      body: { errorCode: 'resetLinkInvalid' },
    });
  });

  it('refuses a weak password under passwordToken and keeps the link usable', () => {
    const harness = sandboxHarness();
    startPasswordReset(harness.context, 'demo@example.com');
    const link = linkParts(harness.lastMessage('passwordReset')?.link);

    expect(
      thrownBy(() =>
        resumePasswordReset(harness.context, {
          ...link,
          newPassword: harness.context.tokenise('lettersonly'),
        }),
      ),
    ).toMatchObject({
      status: 400,
      body: { invalidFields: [{ fieldName: 'passwordToken', errors: ['auth.errors.password.invalid'] }] },
    });
    expect(() =>
      resumePasswordReset(harness.context, { ...link, newPassword: harness.context.tokenise('Good1pass') }),
    ).not.toThrow();
  });

  it('refuses a nonce it never sent or sent to another address', () => {
    const harness = sandboxHarness();
    startPasswordReset(harness.context, 'demo@example.com');
    const link = linkParts(harness.lastMessage('passwordReset')?.link);
    const newPassword = harness.context.tokenise('Brand9new');

    expect(
      thrownBy(() => resumePasswordReset(harness.context, { ...link, nonce: 'forged', newPassword })),
    ).toMatchObject({
      status: 400,
      body: { errorCode: 'resetLinkInvalid' },
    });
    expect(
      thrownBy(() =>
        resumePasswordReset(harness.context, { ...link, email: 'level1@example.com', newPassword }),
      ),
    ).toMatchObject({ status: 400, body: { errorCode: 'resetLinkInvalid' } });
  });

  it('takes a link until just before one hour and refuses it from one hour on', () => {
    const harness = sandboxHarness();
    startPasswordReset(harness.context, 'demo@example.com');
    const link = linkParts(harness.lastMessage('passwordReset')?.link);
    const newPassword = harness.context.tokenise('Brand9new');

    harness.advanceSeconds(PASSWORD_RESET_LINK_LIFETIME_MINUTES * 60);
    expect(thrownBy(() => resumePasswordReset(harness.context, { ...link, newPassword }))).toMatchObject({
      status: 400,
      body: { errorCode: 'resetLinkInvalid' },
    });

    const fresh = sandboxHarness();
    startPasswordReset(fresh.context, 'demo@example.com');
    fresh.advanceSeconds(PASSWORD_RESET_LINK_LIFETIME_MINUTES * 60 - 1);
    expect(() =>
      resumePasswordReset(fresh.context, {
        ...linkParts(fresh.lastMessage('passwordReset')?.link),
        newPassword: fresh.context.tokenise('Brand9new'),
      }),
    ).not.toThrow();
  });

  it('ends every session of the account when the new password is set', () => {
    const harness = sandboxHarness();
    const { token } = login(harness.context, { email: 'demo@example.com', password: 'Demo1234' });
    startPasswordReset(harness.context, 'demo@example.com');

    resumePasswordReset(harness.context, {
      ...linkParts(harness.lastMessage('passwordReset')?.link),
      newPassword: harness.context.tokenise('Brand9new'),
    });

    expect(thrownBy(() => requestOneTimeCode(harness.context, token))).toMatchObject({ status: 401 });
  });
});
