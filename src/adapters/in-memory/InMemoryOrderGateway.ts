import type { Card } from '../../domain/cards/Card';
import type { Cents } from '../../domain/money/Cents';
import type { Order } from '../../domain/orders/Order';
import type { PaymentMethod } from '../../domain/payment/PaymentMethod';
import type { OrderGateway } from '../../application/orders/ports/OrderGateway';
import type { TokenStore } from '../../application/session/ports/TokenStore';
import type { SandboxCalls } from '../sandbox/SandboxApi';
import { callSandbox, type SandboxSource } from './callSandbox';

/** Order and payment calls, answered by the in-process sandbox (amounts stay in cents). */
export class InMemoryOrderGateway implements OrderGateway {
  constructor(
    private readonly sandbox: SandboxSource<SandboxCalls>,
    private readonly tokens: TokenStore,
  ) {}

  create(amount: Cents): Promise<{ orderId: string }> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.createOrder(this.tokens.load(), amount));
  }

  get(orderId: string): Promise<Order> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.getOrder(this.tokens.load(), orderId));
  }

  list(): Promise<Order[]> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.listOrders(this.tokens.load()));
  }

  changeAmount(orderId: string, amount: Cents): Promise<Order> {
    return callSandbox(this.sandbox, (sandbox) =>
      sandbox.changeOrderAmount(this.tokens.load(), orderId, amount),
    );
  }

  applyDiscount(orderId: string, discountCode: string): Promise<Order> {
    return callSandbox(this.sandbox, (sandbox) =>
      sandbox.applyDiscount(this.tokens.load(), orderId, discountCode),
    );
  }

  removeDiscount(orderId: string, discountCode: string): Promise<Order> {
    return callSandbox(this.sandbox, (sandbox) =>
      sandbox.removeDiscount(this.tokens.load(), orderId, discountCode),
    );
  }

  paymentMethods(orderId: string): Promise<{ paymethods: PaymentMethod[]; order: Order }> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.paymentMethods(this.tokens.load(), orderId));
  }

  startPayment(
    orderId: string,
    paymethodId: string,
    idempotencyKey: string,
  ): Promise<{ redirectUrl: string }> {
    return callSandbox(this.sandbox, (sandbox) =>
      sandbox.startPayment(this.tokens.load(), orderId, paymethodId, idempotencyKey),
    );
  }

  process(orderId: string): Promise<Order> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.processOrder(this.tokens.load(), orderId));
  }

  cards(orderId: string): Promise<Card[]> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.orderCards(this.tokens.load(), orderId));
  }

  error(orderId: string): Promise<{ errorMessage: string | null }> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.orderError(this.tokens.load(), orderId));
  }

  success(orderId: string): Promise<Order> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.orderSuccess(this.tokens.load(), orderId));
  }

  notifyPending(orderId: string): Promise<void> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.notifyPending(this.tokens.load(), orderId));
  }

  cancel(orderId: string): Promise<void> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.cancelOrder(this.tokens.load(), orderId));
  }
}
