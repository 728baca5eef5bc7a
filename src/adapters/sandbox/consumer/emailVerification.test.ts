import { sandboxHarness, thrownBy } from '../testing/sandboxHarness';
import { EMAIL_VERIFICATION_LINK_LIFETIME_MINUTES } from '../state/stateLimits';
import { updateContact } from './contact';
import { checkEmailCode, sendVerificationEmail } from './emailVerification';

function linkParams(link: string | null | undefined): { cons: string; nonce: string } {
  const query = new URLSearchParams((link ?? '').split('?')[1]);
  return { cons: query.get('cons') ?? '', nonce: query.get('nonce') ?? '' };
}

describe('e-mail verification', () => {
  it('sends a verification link to the outbox and reports the resend wait on the consumer', () => {
    const harness = sandboxHarness();
    const { token, consumerId } = harness.registerJane();

    expect(sendVerificationEmail(harness.context, token)).toEqual({ timeLeftForRetry: 0 });

    const message = harness.lastMessage('emailVerification');
    expect(message).toMatchObject({ channel: 'email', to: 'jane@example.com', code: null });
    expect(message?.link).toMatch(new RegExp(`^/consumer/verify\\?cons=${consumerId}&nonce=[a-z0-9]+$`));
    expect(harness.context.consumerFor(token).allowVerificationEmailAfter).toBe('2025-03-01T10:01:00.000Z');
  });

  it('refuses a resend at 59 seconds with tooEarly and allows it at 60', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();
    sendVerificationEmail(harness.context, token);

    harness.advanceSeconds(59);
    expect(thrownBy(() => sendVerificationEmail(harness.context, token))).toMatchObject({
      status: 400,
      body: { errorCode: 'tooEarly', timeLeftForRetry: 1 },
    });

    harness.advanceSeconds(1);
    expect(sendVerificationEmail(harness.context, token)).toEqual({ timeLeftForRetry: 0 });
    expect(harness.state.outbox.filter((message) => message.kind === 'emailVerification')).toHaveLength(2);
  });

  it('needs a session to send', () => {
    const harness = sandboxHarness();

    expect(thrownBy(() => sendVerificationEmail(harness.context, null))).toMatchObject({ status: 401 });
  });

  it('verifies the address with the link, without a session', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();
    sendVerificationEmail(harness.context, token);

    const check = linkParams(harness.lastMessage('emailVerification')?.link);

    expect(checkEmailCode(harness.context, check)).toEqual({ verified: true });
    expect(checkEmailCode(harness.context, check)).toEqual({ verified: true });
    expect(harness.context.consumerFor(token).isEmailVerified).toBe(true);
  });

  it('answers not verified for a wrong nonce or another consumer', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();
    sendVerificationEmail(harness.context, token);
    const check = linkParams(harness.lastMessage('emailVerification')?.link);

    expect(checkEmailCode(harness.context, { ...check, nonce: 'wrong' })).toEqual({ verified: false });
    expect(checkEmailCode(harness.context, { ...check, cons: 'consumer-demo' })).toEqual({ verified: false });
    expect(harness.context.consumerFor(token).isEmailVerified).toBe(false);
  });

  it('no longer verifies with a link sent to an address changed since', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();
    sendVerificationEmail(harness.context, token);
    const oldLink = linkParams(harness.lastMessage('emailVerification')?.link);

    updateContact(harness.context, token, { email: 'jane.new@example.com' });

    expect(checkEmailCode(harness.context, oldLink)).toEqual({ verified: false });
    const newLink = linkParams(harness.lastMessage('emailVerification')?.link);
    expect(checkEmailCode(harness.context, newLink)).toEqual({ verified: true });
  });

  it('takes a link until just before 24 hours and refuses it from 24 hours on', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();
    sendVerificationEmail(harness.context, token);
    const check = linkParams(harness.lastMessage('emailVerification')?.link);

    harness.advanceSeconds(EMAIL_VERIFICATION_LINK_LIFETIME_MINUTES * 60 - 1);
    expect(checkEmailCode(harness.context, check)).toEqual({ verified: true });
    harness.advanceSeconds(1);
    expect(checkEmailCode(harness.context, check)).toEqual({ verified: false });
  });
});
