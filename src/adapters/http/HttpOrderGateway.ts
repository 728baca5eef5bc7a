import type { Card } from '../../domain/cards/Card';
import type { Cents } from '../../domain/money/Cents';
import { centsToEuros } from '../../domain/money/euroConversion';
import type { Order } from '../../domain/orders/Order';
import type { PaymentMethod } from '../../domain/payment/PaymentMethod';
import type { OrderGateway } from '../../application/orders/ports/OrderGateway';
import { GatewayError } from '../../application/shared/GatewayError';
import { apiPath } from './apiPath';
import type { HttpTransport } from './HttpTransport';
import { allowedRedirect, type RedirectAllowlist } from './redirectAllowlist';

type OrderAnswer = { order: Order };

/**
 * Order and payment calls over the REST contract. The port speaks cents; the two amounts a person types
 * (order creation and amount change) cross the wire in euros. The payment page is followed only on an
 * allowed origin.
 */
export class HttpOrderGateway implements OrderGateway {
  constructor(
    private readonly http: HttpTransport,
    private readonly redirects: RedirectAllowlist,
  ) {}

  async create(amount: Cents): Promise<{ orderId: string }> {
    const { order } = await this.http.send<{ order: Pick<Order, 'id'> }>({
      method: 'POST',
      path: '/api/order/create',
      body: { amount: centsToEuros(amount) },
      reads: ['order'],
    });
    return { orderId: order.id };
  }

  get(orderId: string): Promise<Order> {
    return this.order('GET', apiPath`/api/order/${orderId}`);
  }

  async list(): Promise<Order[]> {
    const { orders } = await this.http.send<{ orders: Order[] }>({
      method: 'GET',
      path: '/api/consumer/orders',
      reads: ['orders'],
    });
    return orders;
  }

  changeAmount(orderId: string, amount: Cents): Promise<Order> {
    return this.order('PUT', apiPath`/api/order/${orderId}/amount`, { amount: centsToEuros(amount) });
  }

  applyDiscount(orderId: string, discountCode: string): Promise<Order> {
    return this.order('POST', apiPath`/api/order/${orderId}/discount`, { discountCode });
  }

  removeDiscount(orderId: string, discountCode: string): Promise<Order> {
    return this.order('DELETE', apiPath`/api/order/${orderId}/discount`, { discountCode });
  }

  async paymentMethods(orderId: string): Promise<{ paymethods: PaymentMethod[]; order: Order }> {
    const { paymethods, order } = await this.http.send<{ paymethods: PaymentMethod[]; order: Order }>({
      method: 'GET',
      path: apiPath`/api/order/${orderId}/payment-methods`,
      reads: ['paymethods', 'order'],
    });
    return { paymethods, order };
  }

  async startPayment(
    orderId: string,
    paymethodId: string,
    idempotencyKey: string,
  ): Promise<{ redirectUrl: string }> {
    const { redirectUrl } = await this.http.send<{ redirectUrl: string }>({
      method: 'POST',
      path: apiPath`/api/order/${orderId}/payment`,
      body: { paymethodId },
      headers: { 'Idempotency-Key': idempotencyKey },
      reads: ['redirectUrl'],
    });
    const allowed = allowedRedirect(redirectUrl, this.redirects);
    if (allowed === null) throw redirectNotAllowed(redirectUrl);
    return { redirectUrl: allowed };
  }

  process(orderId: string): Promise<Order> {
    return this.order('GET', apiPath`/api/order/${orderId}/process`);
  }

  async cards(orderId: string): Promise<Card[]> {
    const { cards } = await this.http.send<{ cards: Card[] }>({
      method: 'GET',
      path: apiPath`/api/order/${orderId}/cards`,
      reads: ['cards'],
    });
    return cards;
  }

  async error(orderId: string): Promise<{ errorMessage: string | null }> {
    const { errorMessage } = await this.http.send<{ errorMessage?: string | null }>({
      method: 'GET',
      path: apiPath`/api/order/${orderId}/error`,
    });
    return { errorMessage: errorMessage ?? null };
  }

  success(orderId: string): Promise<Order> {
    return this.order('GET', apiPath`/api/order/${orderId}/success`);
  }

  async notifyPending(orderId: string): Promise<void> {
    await this.http.send({ method: 'POST', path: apiPath`/api/order/${orderId}/pending` });
  }

  async cancel(orderId: string): Promise<void> {
    await this.http.send({ method: 'POST', path: apiPath`/api/order/${orderId}/cancel` });
  }

  /** The calls that answer { order }. */
  private async order(
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    path: string,
    body?: object,
  ): Promise<Order> {
    const { order } = await this.http.send<OrderAnswer>({ method, path, body, reads: ['order'] });
    return order;
  }
}

/** The provider page is on an origin the app does not trust: following it could hand the visitor to anyone. */
function redirectNotAllowed(redirectUrl: string): GatewayError {
  return new GatewayError('InvalidFields', {
    errorCode: 'redirectNotAllowed',
    errorMessage: `The payment page ${redirectUrl} is not on an allowed origin, so it was not opened.`,
  });
}
