import type { BotCheck, BotCheckedAction } from '../../application/shared/BotCheck';

/** A score above the 0.8 threshold, so people pass; tests lower it to see the gate close. */
export const SANDBOX_BOT_SCORE = 0.9;

/** The sandbox's bot check: every visitor gets the same configured score. */
export class SandboxBotCheck implements BotCheck {
  constructor(private readonly options: { score?: number } = {}) {}

  score(_action: BotCheckedAction): Promise<number> {
    return Promise.resolve(this.options.score ?? SANDBOX_BOT_SCORE);
  }
}
