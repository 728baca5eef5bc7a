import { seedCardsAndOrders } from '../../seed/cardsAndOrders';
import { DEMO_CONSUMER_ID, LEVEL1_CONSUMER_ID } from '../../seed/accounts';
import { openSession } from '../../session/sessions';
import { sandboxHarness } from '../../testing/sandboxHarness';

/**
 * The sandbox harness with the seeded accounts' cards and orders, signed-in tokens for both, and
 * a shortcut to a registered newcomer (KYC level 1, no card yet).
 */
export function shopHarness() {
  const harness = sandboxHarness();
  const { context } = harness;
  seedCardsAndOrders(context);
  const signIn = (consumerId: string) => openSession(harness.state, consumerId, context.clock(), true).token;
  return {
    harness,
    context,
    demo: signIn(DEMO_CONSUMER_ID),
    level1: signIn(LEVEL1_CONSUMER_ID),
    signIn,
    /** Every payment the sandbox keeps, whatever its order. */
    payments: () => Object.values(harness.state.payments).flat(),
    /** jane@example.com, registered and through the level-1 check, with no card. */
    newcomer(email = 'jane@example.com'): { token: string; consumerId: string } {
      const jane = harness.registerJane(email);
      harness.account(jane.consumerId).kycLevel = 1;
      return jane;
    },
  };
}
