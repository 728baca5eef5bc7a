import { inject, injectable } from 'inversify';
import { BOT_CHECK, type BotCheck } from '../../shared/BotCheck';
import { CAPTCHA_INVALID, passesBotCheck } from '../../shared/humanCheck';
import { attempt, fail, type Result } from '../../shared/Result';
import { CONSUMER_GATEWAY, type ConsumerGateway, type SendResult } from '../ports/ConsumerGateway';

/** Sends the 6-digit SMS code to the consumer's mobile, once the bot check is passed. */
@injectable()
export class SendMobileCode {
  constructor(
    @inject(CONSUMER_GATEWAY) private readonly consumers: ConsumerGateway,
    @inject(BOT_CHECK) private readonly botCheck: BotCheck,
  ) {}

  async execute(): Promise<Result<SendResult>> {
    if (!(await passesBotCheck(this.botCheck, 'sendSms'))) return fail(CAPTCHA_INVALID);
    return attempt(() => this.consumers.addMobileDevice());
  }
}
