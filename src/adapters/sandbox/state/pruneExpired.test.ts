import { createSandbox } from '../createSandbox';
import { TOKEN_LIFETIME_MINUTES } from '../session/sessionRules';
import {
  OUTBOX_CAPACITY,
  PASSWORD_RESET_LINK_LIFETIME_MINUTES,
  SECURE_INPUT_TOKEN_CAPACITY,
} from './stateLimits';
import { MemoryStorage } from '../../browser/MemoryStorage';
import { loadState } from '../persistence';

function sandboxOnClock() {
  let now = new Date('2025-03-01T10:00:00.000Z');
  const storage = new MemoryStorage();
  const sandbox = createSandbox({ storage, clock: () => now, randomSeed: 7 });
  return {
    sandbox,
    saved: () => loadState(storage),
    advanceMinutes(minutes: number): void {
      now = new Date(now.getTime() + minutes * 60 * 1000);
    },
  };
}

describe('the sandbox keeps only what is live (pruned at most every few seconds)', () => {
  it('forgets sessions once they have expired', () => {
    const shop = sandboxOnClock();
    shop.sandbox.login({ email: 'demo@example.com', password: 'Demo1234' });
    expect(shop.saved()?.sessions).toHaveLength(1);

    shop.advanceMinutes(TOKEN_LIFETIME_MINUTES);
    shop.sandbox.outbox();

    expect(shop.saved()?.sessions).toEqual([]);
  });

  it("forgets a mobile's code resend waits once they are over", () => {
    const shop = sandboxOnClock();
    const { token } = shop.sandbox.register({
      email: 'jane@example.com',
      countryCode: '33',
      number: '612000000',
      acceptedTerms: true,
      password: shop.sandbox.tokenise('Secret123'),
    });
    shop.sandbox.addMobileDevice(token);
    shop.sandbox.login({ email: 'jane@example.com', password: 'Secret123' });
    expect(shop.saved()?.oneTimeCodeTexts.map((record) => record.kind)).toEqual([
      'mobileCode',
      'oneTimeCode',
    ]);

    shop.advanceMinutes(1);
    shop.sandbox.outbox();

    expect(shop.saved()?.oneTimeCodeTexts).toEqual([]);
  });

  it('forgets password reset links once they have expired', () => {
    const shop = sandboxOnClock();
    shop.sandbox.startPasswordReset('demo@example.com');

    shop.advanceMinutes(PASSWORD_RESET_LINK_LIFETIME_MINUTES);
    shop.sandbox.outbox();

    expect(shop.saved()?.passwordResets).toEqual([]);
  });

  it(`keeps the ${OUTBOX_CAPACITY} newest messages and the ${SECURE_INPUT_TOKEN_CAPACITY} newest secure-input tokens`, () => {
    const shop = sandboxOnClock();
    const tokens = Array.from({ length: SECURE_INPUT_TOKEN_CAPACITY + 1 }, () =>
      shop.sandbox.tokenise('Demo1234'),
    );
    for (let sent = 0; sent <= OUTBOX_CAPACITY; sent += 1) {
      shop.sandbox.login({ email: 'demo@example.com', password: 'Demo1234' });
      // A sign-in texts a new code only once the last one's 60-second wait is over.
      shop.advanceMinutes(1);
    }
    shop.sandbox.outbox();

    const saved = shop.saved();
    expect(saved?.outbox).toHaveLength(OUTBOX_CAPACITY);
    expect(saved?.vault[tokens[0] ?? '']).toBeUndefined();
    expect(saved?.vault[tokens.at(-1) ?? '']).toBe('Demo1234');
  });
});
