import { firstMissingStep } from '../../../domain/registration/registrationStep';
import { SandboxBotCheck } from '../../../adapters/browser/SandboxBotCheck';
import { NEW_VISITOR, sandboxApp } from '../../../composition/testing/sandboxApp';
import { BOT_CHECK } from '../../shared/BotCheck';
import { SECURE_INPUT } from '../../shared/SecureInput';
import { ConsumerSession } from '../../session/ConsumerSession';
import { TOKEN_STORE } from '../../session/ports/TokenStore';
import { LoadConsumer } from './LoadConsumer';
import { RegisterConsumer } from './RegisterConsumer';

describe('RegisterConsumer', () => {
  it('signs the new consumer in, who goes on to verify the e-mail', async () => {
    const { container } = sandboxApp();

    const result = await container.get(RegisterConsumer).execute(NEW_VISITOR);

    expect(result).toEqual({ ok: true, value: expect.objectContaining({ email: NEW_VISITOR.email }) });
    const consumer = container.get(ConsumerSession).current;
    expect(consumer?.email).toBe(NEW_VISITOR.email);
    expect(consumer && firstMissingStep(consumer)).toBe('verifyEmail');
    expect(container.get(TOKEN_STORE).load()).not.toBeNull();
    expect((await container.get(LoadConsumer).execute()).ok).toBe(true);
  });

  it('sends the password only as a secure-input token', async () => {
    const { container } = sandboxApp();
    const secureInput = container.get(SECURE_INPUT);
    const tokens: string[] = [];
    container.rebind(SECURE_INPUT).toConstantValue({
      tokenise: async (secret: string) => {
        const token = await secureInput.tokenise(secret);
        tokens.push(token);
        return token;
      },
    });

    await container.get(RegisterConsumer).execute(NEW_VISITOR);

    expect(tokens).toHaveLength(1);
    expect(tokens[0]).not.toContain(NEW_VISITOR.password);
  });

  it('refuses an e-mail address that is already taken, on the e-mail field', async () => {
    const { container } = sandboxApp();

    const result = await container
      .get(RegisterConsumer)
      .execute({ ...NEW_VISITOR, email: 'demo@example.com' });

    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({
        kind: 'InvalidFields',
        invalidFields: [{ fieldName: 'email', errors: ['auth.errors.email.taken'] }],
      }),
    });
    expect(container.get(TOKEN_STORE).load()).toBeNull();
  });

  it.each([
    [0.8, false],
    [0.81, true],
  ])('with a bot score of %s lets the registration through: %s', async (score, registered) => {
    const { container } = sandboxApp();
    container.rebind(BOT_CHECK).toConstantValue(new SandboxBotCheck({ score }));

    const result = await container.get(RegisterConsumer).execute(NEW_VISITOR);

    expect(result.ok).toBe(registered);
    if (!result.ok) expect(result.error).toEqual({ kind: 'InvalidFields', errorCode: 'captchaInvalid' });
  });
});
