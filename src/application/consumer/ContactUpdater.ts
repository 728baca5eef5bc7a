import { inject, injectable } from 'inversify';
import { attempt, type Result } from '../shared/Result';
import { ConsumerSession } from '../session/ConsumerSession';
import { TOKEN_STORE, type TokenStore } from '../session/ports/TokenStore';
import {
  CONSUMER_GATEWAY,
  type ConsumerGateway,
  type ContactChange,
  type ContactUpdate,
} from './ports/ConsumerGateway';

/** Changes the e-mail or the mobile number and keeps the updated consumer and any renewed token. */
@injectable()
export class ContactUpdater {
  constructor(
    @inject(CONSUMER_GATEWAY) private readonly consumers: ConsumerGateway,
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
  ) {}

  update(change: ContactChange): Promise<Result<ContactUpdate>> {
    return attempt(async () => {
      const update = await this.consumers.updateContact(change);
      if (update.token !== null) this.tokens.save(update.token);
      this.session.store(update.consumer);
      return update;
    });
  }
}
