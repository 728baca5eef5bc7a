import { BOT_SCORE_THRESHOLD, type BotCheck, type BotCheckedAction } from './BotCheck';
import type { AppError } from './Result';

/** What a use case answers when the bot check doubts the visitor ('Invalid Captcha'). */
export const CAPTCHA_INVALID: AppError = { kind: 'InvalidFields', errorCode: 'captchaInvalid' };

/** Register and SMS sending go ahead only for a score above the threshold. */
export async function passesBotCheck(botCheck: BotCheck, action: BotCheckedAction): Promise<boolean> {
  return (await botCheck.score(action)) > BOT_SCORE_THRESHOLD;
}
