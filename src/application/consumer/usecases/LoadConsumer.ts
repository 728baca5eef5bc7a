import { inject, injectable } from 'inversify';
import type { Consumer } from '../../../domain/consumer/Consumer';
import { attempt, type Result } from '../../shared/Result';
import { ConsumerSession } from '../../session/ConsumerSession';
import { TOKEN_STORE, type TokenStore } from '../../session/ports/TokenStore';
import { CONSUMER_GATEWAY, type ConsumerGateway } from '../ports/ConsumerGateway';

/** Reads the signed-in consumer's profile and keeps it, with the renewed token the answer carries. */
@injectable()
export class LoadConsumer {
  constructor(
    @inject(CONSUMER_GATEWAY) private readonly consumers: ConsumerGateway,
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
  ) {}

  execute(): Promise<Result<Consumer>> {
    return attempt(async () => {
      const { consumer, token } = await this.consumers.fetch();
      this.tokens.save(token);
      this.session.store(consumer);
      return consumer;
    });
  }
}
