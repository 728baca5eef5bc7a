import type { OrderGateway } from '../../../application/orders/ports/OrderGateway';
import type { PaymentOutcome } from '../../../application/sandbox/ports/SandboxConsole';
import type { Cents } from '../../../domain/money/Cents';
import type { ContractSandbox } from './ContractSandbox';

const PAYMENT_PAGE = /\/sandbox\/payment\/([^/?#]+)$/;

let idempotencyKeys = 0;

/** A key no payment used yet. */
export function freshIdempotencyKey(): string {
  idempotencyKeys += 1;
  return `contract-key-${idempotencyKeys}`;
}

/** The payment id at the end of the sandbox payment page URL. */
export function paymentIdOf(redirectUrl: string): string {
  const [, paymentId] = PAYMENT_PAGE.exec(redirectUrl) ?? [];
  if (paymentId === undefined) throw new Error(`not a sandbox payment page: ${redirectUrl}`);
  return decodeURIComponent(paymentId);
}

export interface StartedPayment {
  orderId: string;
  paymentId: string;
}

/** Creates an order and starts paying it with the first method offered, as the payment page does. */
export async function startPaying(orders: OrderGateway, cardValue: Cents = 2000): Promise<StartedPayment> {
  const { orderId } = await orders.create(cardValue);
  const { paymethods } = await orders.paymentMethods(orderId);
  const { redirectUrl } = await orders.startPayment(orderId, paymethods[0]?.id ?? '', freshIdempotencyKey());
  return { orderId, paymentId: paymentIdOf(redirectUrl) };
}

/** An order whose payment ended with `outcome` on the provider's page; answers the path it returned to. */
export async function orderPaidWith(
  orders: OrderGateway,
  sandbox: ContractSandbox,
  outcome: PaymentOutcome,
  cardValue: Cents = 2000,
): Promise<StartedPayment & { returnPath: string }> {
  const started = await startPaying(orders, cardValue);
  const { returnPath } = await sandbox.completePayment(started.paymentId, outcome);
  return { ...started, returnPath };
}
