import type { SandboxContext } from '../SandboxContext';
import { seedDemoCards, seedLevel1Cards } from './cards';
import { seedDemoOrders, seedLevel1Orders } from './orders';

/** Everything the two seeded accounts own: cards with transactions and inactivity notices, and orders. */
export function seedCardsAndOrders(context: SandboxContext): void {
  seedDemoCards(context);
  seedDemoOrders(context);
  seedLevel1Cards(context);
  seedLevel1Orders(context);
}
