import type { SandboxContext } from '../SandboxContext';
import { seedAccounts } from './accounts';
import { seedCardsAndOrders } from './cardsAndOrders';

/**
 * Fills an empty sandbox with the seeded world: the demo and level-1 accounts, then what they own
 * (cards, transactions, inactivity notices, orders), dated back from the sandbox clock.
 */
export function seedSandbox(context: SandboxContext): void {
  context.state.accounts.push(...seedAccounts());
  seedCardsAndOrders(context);
}
