import { firstMissingStep } from '../../../domain/registration/registrationStep';
import { SandboxBotCheck } from '../../../adapters/browser/SandboxBotCheck';
import {
  emailVerificationQuery,
  newestCode,
  register,
  sandboxApp,
} from '../../../composition/testing/sandboxApp';
import { BOT_CHECK } from '../../shared/BotCheck';
import { SANDBOX_CONSOLE } from '../../sandbox/ports/SandboxConsole';
import { ConsumerSession } from '../../session/ConsumerSession';
import { CheckEmailVerification } from './CheckEmailVerification';
import { SendMobileCode } from './SendMobileCode';
import { SendVerificationEmail } from './SendVerificationEmail';
import { VerifyMobileCode } from './VerifyMobileCode';
import type { Container } from 'inversify';

async function registerWithVerifiedEmail() {
  const app = sandboxApp();
  await register(app.container);
  await app.container.get(SendVerificationEmail).execute();
  await app.container.get(CheckEmailVerification).execute(await emailVerificationQuery(app.container));
  return app;
}

const nextStep = (container: Container) => {
  const consumer = container.get(ConsumerSession).current;
  return consumer && firstMissingStep(consumer);
};

describe('mobile verification', () => {
  it('verifies the mobile with the texted code, and the consumer moves on to the personal information', async () => {
    const { container } = await registerWithVerifiedEmail();
    await container.get(SendMobileCode).execute();

    const result = await container.get(VerifyMobileCode).execute(await newestCode(container, 'mobileCode'));

    expect(result).toEqual({ ok: true, value: { verified: true } });
    expect(nextStep(container)).toBe('personalInfo');
  });

  it('texts the code to the consumer’s number', async () => {
    const { container } = await registerWithVerifiedEmail();

    const sent = await container.get(SendMobileCode).execute();

    expect(sent).toEqual({ ok: true, value: { timeLeftForRetry: 0 } });
    const [newest] = await container.get(SANDBOX_CONSOLE).outbox();
    expect(newest).toMatchObject({ kind: 'mobileCode', to: '+33 612000000' });
  });

  it('answers not verified for a wrong code, and the consumer stays on the mobile step', async () => {
    const { container } = await registerWithVerifiedEmail();
    await container.get(SendMobileCode).execute();
    const right = await newestCode(container, 'mobileCode');

    const result = await container.get(VerifyMobileCode).execute(right === '123456' ? '654321' : '123456');

    expect(result).toEqual({ ok: true, value: { verified: false } });
    expect(nextStep(container)).toBe('verifyMobile');
  });

  it('sends no SMS when the bot check doubts the visitor', async () => {
    const { container } = await registerWithVerifiedEmail();
    container.rebind(BOT_CHECK).toConstantValue(new SandboxBotCheck({ score: 0.8 }));

    const result = await container.get(SendMobileCode).execute();

    expect(result).toEqual({ ok: false, error: { kind: 'InvalidFields', errorCode: 'captchaInvalid' } });
    const outbox = await container.get(SANDBOX_CONSOLE).outbox();
    expect(outbox.some((message) => message.kind === 'mobileCode')).toBe(false);
  });
});
