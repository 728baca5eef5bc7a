import { BOT_SCORE_THRESHOLD } from '../../application/shared/BotCheck';
import { SandboxBotCheck } from './SandboxBotCheck';

describe('SandboxBotCheck', () => {
  it('scores 0.9 by default, above the threshold, for every gated action', async () => {
    const check = new SandboxBotCheck();
    await expect(check.score('register')).resolves.toBe(0.9);
    await expect(check.score('sendSms')).resolves.toBe(0.9);
    expect(0.9).toBeGreaterThan(BOT_SCORE_THRESHOLD);
  });

  it.each([0, 0.8, 1])('answers the score it was given: %p', async (score) => {
    await expect(new SandboxBotCheck({ score }).score('register')).resolves.toBe(score);
  });
});
