import type { Cents } from '../../../domain/money/Cents';
import type { ClusterStatus, OrderStatus } from '../../../domain/orders/Order';
import { buildOrderLines, orderTotal } from '../../../domain/orders/orderLines';
import type { SandboxContext } from '../SandboxContext';
import { wireDateTime } from '../orders/wireDateTime';
import { usablePromoDiscount } from '../promo/promoCatalogue';
import type { OrderRecord } from '../state/SandboxState';
import { DEMO_CONSUMER_ID, LEVEL1_CONSUMER_ID } from './accounts';
import { daysBefore } from './transactions';

export interface OrderSeed {
  id: string;
  status: OrderStatus;
  clusterStatus: ClusterStatus;
  cardValue: Cents;
  daysAgo: number;
  /** The order bought the consumer's first card, which had no creation fee. */
  isFirstCard?: boolean;
  discountCodes?: string[];
}

/** Records a seeded order, priced with the domain's lines as they were when it was placed. */
export function seedOrder(context: SandboxContext, consumerId: string, seed: OrderSeed): OrderRecord {
  const discountCodes = seed.discountCodes ?? [];
  const orderLines = buildOrderLines(
    seed.cardValue,
    { isFirstCard: seed.isFirstCard ?? false },
    discountCodes.flatMap((code) => usablePromoDiscount(code) ?? []),
  );
  const order: OrderRecord = {
    id: seed.id,
    consumerId,
    status: seed.status,
    clusterStatus: seed.clusterStatus,
    cardValue: seed.cardValue,
    discountCodes,
    orderLines,
    amount: { amount: orderTotal(orderLines) },
    createdAt: { date: wireDateTime(daysBefore(context, seed.daysAgo)) },
    pendingNoticeAt: null,
    errorMessage: null,
  };
  context.state.orders.push(order);
  return order;
}

/**
 * The demo consumer's orders besides those that bought their cards (seeded with the cards, all
 * completed): one in every other status, covering every clusterStatus. The unpaid ones can be
 * paid through the sandbox payment page.
 */
const DEMO_ORDERS: readonly OrderSeed[] = [
  {
    id: 'order-demo-created',
    status: 'created',
    clusterStatus: 'unpaid',
    cardValue: 2000,
    daysAgo: 0,
    discountCodes: ['WELCOME5'],
  },
  {
    id: 'order-demo-pending-payment',
    status: 'pending_payment',
    clusterStatus: 'unpaid',
    cardValue: 3000,
    daysAgo: 1,
  },
  {
    id: 'order-demo-partially-paid',
    status: 'pending_payment',
    clusterStatus: 'partially_paid',
    cardValue: 4000,
    daysAgo: 2,
  },
  {
    id: 'order-demo-pending-card-creation',
    status: 'pending_card_creation',
    clusterStatus: 'paid',
    cardValue: 2500,
    daysAgo: 3,
  },
  {
    id: 'order-demo-investigation',
    status: 'investigation',
    clusterStatus: 'paid',
    cardValue: 6000,
    daysAgo: 5,
  },
  {
    id: 'order-demo-allegations-unsubstantiated',
    status: 'allegations_unsubstantiated',
    clusterStatus: 'blocked',
    cardValue: 7000,
    daysAgo: 30,
  },
  {
    id: 'order-demo-refund-initialized',
    status: 'refund_initialized',
    clusterStatus: 'paid',
    cardValue: 1500,
    daysAgo: 45,
  },
  {
    id: 'order-demo-card-creation-postponed',
    status: 'card_creation_postponed',
    clusterStatus: 'paid',
    cardValue: 2000,
    daysAgo: 50,
  },
  {
    id: 'order-demo-pending-transfer-of-funds',
    status: 'pending_transfer_of_funds',
    clusterStatus: 'paid',
    cardValue: 3500,
    daysAgo: 55,
  },
  {
    id: 'order-demo-failed-transfer-of-funds',
    status: 'failed_transfer_of_funds',
    clusterStatus: 'suspicious',
    cardValue: 8000,
    daysAgo: 100,
  },
  { id: 'order-demo-cancelled', status: 'cancelled', clusterStatus: 'unpaid', cardValue: 1000, daysAgo: 120 },
];

/** The level-1 consumer's orders besides those that bought their cards: one they cancelled. */
const LEVEL1_ORDERS: readonly OrderSeed[] = [
  {
    id: 'order-level1-cancelled',
    status: 'cancelled',
    clusterStatus: 'unpaid',
    cardValue: 5000,
    daysAgo: 10,
  },
];

export function seedDemoOrders(context: SandboxContext, consumerId: string = DEMO_CONSUMER_ID): void {
  DEMO_ORDERS.forEach((seed) => seedOrder(context, consumerId, seed));
}

export function seedLevel1Orders(context: SandboxContext, consumerId: string = LEVEL1_CONSUMER_ID): void {
  LEVEL1_ORDERS.forEach((seed) => seedOrder(context, consumerId, seed));
}
