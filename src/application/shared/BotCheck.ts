import type { ServiceIdentifier } from 'inversify';

export type BotCheckedAction = 'register' | 'sendSms';

/** A human-likeness score between 0 and 1; register and SMS sending need more than 0.8. */
export interface BotCheck {
  score(action: BotCheckedAction): Promise<number>;
}

export const BOT_CHECK: ServiceIdentifier<BotCheck> = Symbol.for('BotCheck');
export const BOT_SCORE_THRESHOLD = 0.8;
