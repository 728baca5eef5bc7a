import { inject, injectable } from 'inversify';
import type { Cents } from '../../domain/money/Cents';
import { attempt, type Result } from '../shared/Result';
import { NEW_ORDER_STORE, type NewOrderStore } from './ports/NewOrderStore';
import { ORDER_GATEWAY, type OrderGateway } from './ports/OrderGateway';

/**
 * Creates the order for a card amount. The amount waits in newOrder until an order exists: a failed
 * creation keeps it (the visitor goes to the register tab), a successful one clears it.
 */
@injectable()
export class OrderPlacement {
  constructor(
    @inject(ORDER_GATEWAY) private readonly orders: OrderGateway,
    @inject(NEW_ORDER_STORE) private readonly newOrders: NewOrderStore,
  ) {}

  async place(amount: Cents): Promise<Result<{ orderId: string }>> {
    const created = await attempt(() => this.orders.create(amount));
    if (created.ok) this.newOrders.clear();
    else this.newOrders.save(amount);
    return created;
  }
}
