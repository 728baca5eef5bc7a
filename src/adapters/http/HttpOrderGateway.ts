import type { Card } from '../../domain/cards/Card';
import type { Cents } from '../../domain/money/Cents';
import { centsToEuros } from '../../domain/money/euroConversion';
import type { Order } from '../../domain/orders/Order';
import type { PaymentMethod } from '../../domain/payment/PaymentMethod';
import type { OrderGateway } from '../../application/orders/ports/OrderGateway';
import { GatewayError } from '../../application/shared/GatewayError';
import type { HttpTransport } from './HttpTransport';
import { allowedRedirect, type RedirectAllowlist } from './redirectAllowlist';

/**
 * Order and payment calls over the REST contract (docs/openapi.yaml, tag Orders). The port speaks
 * cents; the two amounts a person types (order creation and amount change) cross the wire in euros.
 * The payment page is followed only on an allowed origin.
 */
export class HttpOrderGateway implements OrderGateway {
  constructor(
    private readonly http: HttpTransport,
    private readonly redirects: RedirectAllowlist,
  ) {}

  async create(amount: Cents): Promise<{ orderId: string }> {
    const { order } = await this.http.send('createOrder', { body: { amount: centsToEuros(amount) } });
    return { orderId: order.id };
  }

  async get(orderId: string): Promise<Order> {
    const { order } = await this.http.send('getOrder', { path: { orderId } });
    return order;
  }

  async list(): Promise<Order[]> {
    const { orders } = await this.http.send('listOrders');
    return orders;
  }

  async changeAmount(orderId: string, amount: Cents): Promise<Order> {
    const { order } = await this.http.send('changeOrderAmount', {
      path: { orderId },
      body: { amount: centsToEuros(amount) },
    });
    return order;
  }

  async applyDiscount(orderId: string, discountCode: string): Promise<Order> {
    const { order } = await this.http.send('applyDiscount', { path: { orderId }, body: { discountCode } });
    return order;
  }

  async removeDiscount(orderId: string, discountCode: string): Promise<Order> {
    const { order } = await this.http.send('removeDiscount', { path: { orderId }, body: { discountCode } });
    return order;
  }

  async paymentMethods(orderId: string): Promise<{ paymethods: PaymentMethod[]; order: Order }> {
    const { paymethods, order } = await this.http.send('paymentMethods', { path: { orderId } });
    return { paymethods, order };
  }

  async startPayment(
    orderId: string,
    paymethodId: string,
    idempotencyKey: string,
  ): Promise<{ redirectUrl: string }> {
    const { redirectUrl } = await this.http.send('startPayment', {
      path: { orderId },
      body: { paymethodId },
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    const allowed = allowedRedirect(redirectUrl, this.redirects);
    if (allowed === null) throw redirectNotAllowed(redirectUrl);
    return { redirectUrl: allowed };
  }

  async process(orderId: string): Promise<Order> {
    const { order } = await this.http.send('processOrder', { path: { orderId } });
    return order;
  }

  async cards(orderId: string): Promise<Card[]> {
    const { cards } = await this.http.send('orderCards', { path: { orderId } });
    return cards;
  }

  async error(orderId: string): Promise<{ errorMessage: string | null }> {
    const { errorMessage } = await this.http.send('orderError', { path: { orderId } });
    return { errorMessage: errorMessage ?? null };
  }

  async success(orderId: string): Promise<Order> {
    const { order } = await this.http.send('orderSuccess', { path: { orderId } });
    return order;
  }

  async notifyPending(orderId: string): Promise<void> {
    await this.http.send('notifyPending', { path: { orderId } });
  }

  async cancel(orderId: string): Promise<void> {
    await this.http.send('cancelOrder', { path: { orderId } });
  }
}

/** The provider page is on an origin the app does not trust: following it could hand the visitor to anyone. */
function redirectNotAllowed(redirectUrl: string): GatewayError {
  return new GatewayError('InvalidFields', {
    errorCode: 'redirectNotAllowed',
    errorMessage: `The payment page ${redirectUrl} is not on an allowed origin, so it was not opened.`,
  });
}
