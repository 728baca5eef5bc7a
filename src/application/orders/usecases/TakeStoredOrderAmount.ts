import { inject, injectable } from 'inversify';
import type { Cents } from '../../../domain/money/Cents';
import { NEW_ORDER_STORE, type NewOrderStore } from '../ports/NewOrderStore';

/**
 * Hands the amount still waiting in newOrder to the order box that offers it again (Buy New Card,
 * after an order of it could not be created), and stops it waiting: from then on the box holds it.
 */
@injectable()
export class TakeStoredOrderAmount {
  constructor(@inject(NEW_ORDER_STORE) private readonly newOrders: NewOrderStore) {}

  execute(): Cents | null {
    const amount = this.newOrders.load();
    if (amount !== null) this.newOrders.clear();
    return amount;
  }
}
