import { register, sandboxApp, signIn } from '../../composition/testing/sandboxApp';
import { SANDBOX_CONSOLE } from '../sandbox/ports/SandboxConsole';
import { ConsumerSession } from '../session/ConsumerSession';
import { ChangeEmail } from './usecases/ChangeEmail';
import { ChangeMobileNumber } from './usecases/ChangeMobileNumber';

describe('changing the e-mail or the mobile number', () => {
  // A registering consumer fixes a typo: nothing is verified yet, so no fresh one-time code is needed.
  it('changes the e-mail, which must be verified again through a new link', async () => {
    const { container } = sandboxApp();
    await register(container);

    const result = await container.get(ChangeEmail).execute('camille@example.com');

    expect(result.ok && result.value.allowVerificationEmailAfter).toEqual(expect.any(String));
    expect(container.get(ConsumerSession).current).toMatchObject({
      email: 'camille@example.com',
      isEmailVerified: false,
    });
    const [newest] = await container.get(SANDBOX_CONSOLE).outbox();
    expect(newest).toMatchObject({ kind: 'emailVerification', to: 'camille@example.com' });
  });

  it('refuses an e-mail address another consumer has', async () => {
    const { container } = sandboxApp();
    await signIn(container);

    const result = await container.get(ChangeEmail).execute('level1@example.com');

    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'InvalidFields' }) });
    expect(container.get(ConsumerSession).current?.email).toBe('demo@example.com');
  });

  it('changes the mobile number, which must be verified again', async () => {
    const { container } = sandboxApp();
    await register(container);

    const result = await container
      .get(ChangeMobileNumber)
      .execute({ countryCode: '33', number: '611223344' });

    expect(result.ok).toBe(true);
    expect(container.get(ConsumerSession).current).toMatchObject({
      number: '611223344',
      isMobileVerified: false,
    });
  });
});
