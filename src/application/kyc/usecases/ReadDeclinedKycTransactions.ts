import { inject, injectable } from 'inversify';
import type { Transaction } from '../../../domain/transactions/Transaction';
import { CurrentConsumer } from '../../consumer/CurrentConsumer';
import { attempt, ok, type Result } from '../../shared/Result';
import { KYC_GATEWAY, type KycGateway } from '../ports/KycGateway';

/** Payments declined for want of identity verification; only a consumer not fully known can have any. */
@injectable()
export class ReadDeclinedKycTransactions {
  constructor(
    @inject(KYC_GATEWAY) private readonly kyc: KycGateway,
    @inject(CurrentConsumer) private readonly currentConsumer: CurrentConsumer,
  ) {}

  async execute(): Promise<Result<Transaction[]>> {
    const consumer = await this.currentConsumer.get();
    if (!consumer.ok) return consumer;
    if (consumer.value.isFullyKnown) return ok([]);
    return attempt(() => this.kyc.declinedTransactions());
  }

  /**
   * The same, or none when they cannot be read: not worth failing a page for (its blocked payments then
   * read as plainly blocked), but logged (SPEC section 8: nothing is swallowed).
   */
  async orNone(): Promise<Transaction[]> {
    const declined = await this.execute();
    if (declined.ok) return declined.value;
    console.warn(`Declined-KYC transactions could not be read: ${declined.error.kind}`);
    return [];
  }
}
