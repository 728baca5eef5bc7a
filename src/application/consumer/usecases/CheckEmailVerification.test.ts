import { firstMissingStep } from '../../../domain/registration/registrationStep';
import { RESEND_WAIT_SECONDS } from '../../../domain/timing';
import { emailVerificationQuery, register, sandboxApp } from '../../../composition/testing/sandboxApp';
import { ConsumerSession } from '../../session/ConsumerSession';
import { LogOut } from '../../session/usecases/LogOut';
import { CheckEmailVerification } from './CheckEmailVerification';
import { SendVerificationEmail } from './SendVerificationEmail';

describe('e-mail verification', () => {
  it('verifies the e-mail through the link, and the consumer moves on to the mobile', async () => {
    const { container } = sandboxApp();
    await register(container);
    await container.get(SendVerificationEmail).execute();

    const result = await container
      .get(CheckEmailVerification)
      .execute(await emailVerificationQuery(container));

    expect(result).toEqual({ ok: true, value: { verified: true } });
    const consumer = container.get(ConsumerSession).current;
    expect(consumer?.isEmailVerified).toBe(true);
    expect(consumer && firstMissingStep(consumer)).toBe('verifyMobile');
  });

  it('verifies the link on a device that is not signed in', async () => {
    const { container } = sandboxApp();
    await register(container);
    await container.get(SendVerificationEmail).execute();
    const query = await emailVerificationQuery(container);
    await container.get(LogOut).execute();

    const result = await container.get(CheckEmailVerification).execute(query);

    expect(result).toEqual({ ok: true, value: { verified: true } });
  });

  it('answers not verified for a link that does not match', async () => {
    const { container } = sandboxApp();
    await register(container);
    await container.get(SendVerificationEmail).execute();
    const { cons } = await emailVerificationQuery(container);

    const result = await container.get(CheckEmailVerification).execute({ cons, nonce: 'not-the-nonce' });

    expect(result).toEqual({ ok: true, value: { verified: false } });
    expect(container.get(ConsumerSession).current?.isEmailVerified).toBe(false);
  });

  it('refuses a resend within 60 seconds and says how long to wait, then sends again', async () => {
    jest.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
    try {
      const { container } = sandboxApp();
      await register(container);
      const send = container.get(SendVerificationEmail);
      await send.execute();

      jest.advanceTimersByTime((RESEND_WAIT_SECONDS - 1) * 1000);
      const tooEarly = await send.execute();
      jest.advanceTimersByTime(1000);
      const again = await send.execute();

      expect(tooEarly).toEqual({
        ok: false,
        error: expect.objectContaining({ kind: 'InvalidFields', errorCode: 'tooEarly', timeLeftForRetry: 1 }),
      });
      expect(again).toEqual({ ok: true, value: { timeLeftForRetry: 0 } });
    } finally {
      jest.useRealTimers();
    }
  });
});
