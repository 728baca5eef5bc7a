import { inject, injectable } from 'inversify';
import type { Consumer } from '../../domain/consumer/Consumer';
import { ok, type Result } from '../shared/Result';
import { ConsumerSession } from '../session/ConsumerSession';
import { LoadConsumer } from './usecases/LoadConsumer';

/** The signed-in consumer: the one already loaded, else read from the server first. */
@injectable()
export class CurrentConsumer {
  constructor(
    @inject(ConsumerSession) private readonly session: ConsumerSession,
    @inject(LoadConsumer) private readonly loadConsumer: LoadConsumer,
  ) {}

  async get(): Promise<Result<Consumer>> {
    const loaded = this.session.current;
    return loaded === null ? this.loadConsumer.execute() : ok(loaded);
  }
}
