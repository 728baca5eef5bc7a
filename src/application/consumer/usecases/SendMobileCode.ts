import { inject, injectable } from 'inversify';
import { BOT_CHECK, type BotCheck } from '../../shared/BotCheck';
import { CAPTCHA_INVALID, passesBotCheck } from '../../shared/humanCheck';
import { attempt, fail, type Result } from '../../shared/Result';
import { CONSUMER_GATEWAY, type ConsumerGateway, type SendResult } from '../ports/ConsumerGateway';
import { PendingAction } from '../../session/PendingAction';

/** Sends the 6-digit SMS code to the consumer's mobile, once the bot check is passed. */
@injectable()
export class SendMobileCode {
  constructor(
    @inject(CONSUMER_GATEWAY) private readonly consumers: ConsumerGateway,
    @inject(BOT_CHECK) private readonly botCheck: BotCheck,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  async execute(): Promise<Result<SendResult>> {
    if (!(await passesBotCheck(this.botCheck, 'sendSms'))) return fail(CAPTCHA_INVALID);
    return this.pending.signInWhenUnauthorized(() => attempt(() => this.consumers.addMobileDevice()));
  }
}
