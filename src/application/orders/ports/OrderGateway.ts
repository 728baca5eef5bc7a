import type { ServiceIdentifier } from 'inversify';
import type { Cents } from '../../../domain/money/Cents';
import type { Card } from '../../../domain/cards/Card';
import type { Order } from '../../../domain/orders/Order';
import type { PaymentMethod } from '../../../domain/payment/PaymentMethod';

/** Order and payment calls (SPEC section 7). Amounts cross this port in cents; adapters convert. */
/** The payment page's load: the methods offered and the order they pay. */
export interface PaymentMethodsOfOrder {
  paymethods: PaymentMethod[];
  order: Order;
}

export interface OrderGateway {
  create(amount: Cents): Promise<{ orderId: string }>;
  get(orderId: string): Promise<Order>;
  list(): Promise<Order[]>;
  changeAmount(orderId: string, amount: Cents): Promise<Order>;
  applyDiscount(orderId: string, discountCode: string): Promise<Order>;
  removeDiscount(orderId: string, discountCode: string): Promise<Order>;
  paymentMethods(orderId: string): Promise<PaymentMethodsOfOrder>;
  /** The idempotency key makes a replayed request return the first answer instead of paying twice. */
  startPayment(
    orderId: string,
    paymethodId: string,
    idempotencyKey: string,
  ): Promise<{ redirectUrl: string }>;
  process(orderId: string): Promise<Order>;
  cards(orderId: string): Promise<Card[]>;
  error(orderId: string): Promise<{ errorMessage: string | null }>;
  success(orderId: string): Promise<Order>;
  notifyPending(orderId: string): Promise<void>;
  cancel(orderId: string): Promise<void>;
}

export const ORDER_GATEWAY: ServiceIdentifier<OrderGateway> = Symbol.for('OrderGateway');
