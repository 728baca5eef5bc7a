import { inject, injectable } from 'inversify';
import type { Consumer } from '../../../domain/consumer/Consumer';
import { BOT_CHECK, type BotCheck } from '../../shared/BotCheck';
import { CAPTCHA_INVALID, passesBotCheck } from '../../shared/humanCheck';
import { attempt, fail, type Result } from '../../shared/Result';
import { SECURE_INPUT, type SecureInput } from '../../shared/SecureInput';
import { ConsumerSession } from '../../session/ConsumerSession';
import { TOKEN_STORE, type TokenStore } from '../../session/ports/TokenStore';
import { CONSUMER_GATEWAY, type ConsumerGateway, type RegisterPayload } from '../ports/ConsumerGateway';

/** The register form as typed: the password is still plain here and is tokenised before it leaves. */
export type RegisterInput = RegisterPayload;

/** Creates the account; on success the consumer is signed in and goes on to verify the e-mail. */
@injectable()
export class RegisterConsumer {
  constructor(
    @inject(CONSUMER_GATEWAY) private readonly consumers: ConsumerGateway,
    @inject(SECURE_INPUT) private readonly secureInput: SecureInput,
    @inject(BOT_CHECK) private readonly botCheck: BotCheck,
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
  ) {}

  async execute(input: RegisterInput): Promise<Result<Consumer>> {
    if (!(await passesBotCheck(this.botCheck, 'register'))) return fail(CAPTCHA_INVALID);
    const password = await this.secureInput.tokenise(input.password);
    return attempt(async () => {
      const { consumer, token } = await this.consumers.register({ ...input, password });
      this.tokens.save(token);
      this.session.store(consumer);
      return consumer;
    });
  }
}
