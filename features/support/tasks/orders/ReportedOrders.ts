import type { Card } from '../../../../src/domain/cards/Card';
import type { Cents } from '../../../../src/domain/money/Cents';
import type { Order } from '../../../../src/domain/orders/Order';
import type {
  OrderGateway,
  PaymentMethodsOfOrder,
} from '../../../../src/application/orders/ports/OrderGateway';

/**
 * The issuer's order calls, with one order reported as a scenario says: its payment state, its
 * status, the profile it carries and the cards it brought. The sandbox seeds one order in each
 * status, not in every combination a scenario names; everything else goes to the sandbox as it is.
 */
export class ReportedOrders implements OrderGateway {
  /** The payer's order the scenario is about, as the sandbox holds it. */
  base: Order | null = null;
  /** Report the order as the sandbox holds it (the payment page before Pay). */
  reportAsIs = false;
  /** The orders list as the scenario gives it; null: the sandbox's own. */
  listed: Order[] | null = null;
  successReads = 0;
  processReads = 0;
  pendingNotices = 0;

  constructor(
    private readonly sandbox: OrderGateway,
    private readonly reported: () => { order: Partial<Order>; cards: Card[] } = () => ({
      order: {},
      cards: [],
    }),
  ) {}

  private isIt(orderId: string): boolean {
    return this.base !== null && orderId === this.base.id && !this.reportAsIs;
  }

  private async asReported(orderId: string): Promise<Order> {
    const order = await this.sandbox.get(orderId);
    return { ...order, ...this.reported().order };
  }

  create(amount: Cents): Promise<{ orderId: string }> {
    return this.sandbox.create(amount);
  }

  get(orderId: string): Promise<Order> {
    return this.isIt(orderId) ? this.asReported(orderId) : this.sandbox.get(orderId);
  }

  list(): Promise<Order[]> {
    return this.listed === null
      ? this.sandbox.list()
      : Promise.resolve(this.listed.map((order) => ({ ...order })));
  }

  changeAmount(orderId: string, amount: Cents): Promise<Order> {
    return this.sandbox.changeAmount(orderId, amount);
  }

  applyDiscount(orderId: string, discountCode: string): Promise<Order> {
    return this.sandbox.applyDiscount(orderId, discountCode);
  }

  removeDiscount(orderId: string, discountCode: string): Promise<Order> {
    return this.sandbox.removeDiscount(orderId, discountCode);
  }

  paymentMethods(orderId: string): Promise<PaymentMethodsOfOrder> {
    return this.sandbox.paymentMethods(orderId);
  }

  startPayment(
    orderId: string,
    paymethodId: string,
    idempotencyKey: string,
  ): Promise<{ redirectUrl: string }> {
    return this.sandbox.startPayment(orderId, paymethodId, idempotencyKey);
  }

  process(orderId: string): Promise<Order> {
    if (!this.isIt(orderId)) return this.sandbox.process(orderId);
    this.processReads += 1;
    return this.asReported(orderId);
  }

  async cards(orderId: string): Promise<Card[]> {
    if (!this.isIt(orderId)) return this.sandbox.cards(orderId);
    return this.reported().cards;
  }

  error(orderId: string): Promise<{ errorMessage: string | null }> {
    return this.sandbox.error(orderId);
  }

  success(orderId: string): Promise<Order> {
    if (!this.isIt(orderId)) return this.sandbox.success(orderId);
    this.successReads += 1;
    return this.asReported(orderId);
  }

  notifyPending(orderId: string): Promise<void> {
    if (!this.isIt(orderId)) return this.sandbox.notifyPending(orderId);
    this.pendingNotices += 1;
    return Promise.resolve();
  }

  cancel(orderId: string): Promise<void> {
    return this.sandbox.cancel(orderId);
  }
}
