import type { Amount } from '../money/Cents';
import type { Consumer } from '../consumer/Consumer';

export const ORDER_STATUSES = [
  'created',
  'pending_payment',
  'pending_card_creation',
  'investigation',
  'allegations_unsubstantiated',
  'refund_initialized',
  'card_creation_postponed',
  'pending_transfer_of_funds',
  'failed_transfer_of_funds',
  'cancelled',
  'completed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const CLUSTER_STATUSES = ['paid', 'unpaid', 'partially_paid', 'blocked', 'suspicious'] as const;
export type ClusterStatus = (typeof CLUSTER_STATUSES)[number];

export type OrderLineType = 'product' | 'fee' | 'discount';
/** Fee lines are described as card creation or service; discount lines name their kind. */
export type FeeDescription = 'card_creation' | 'service';
export type DiscountDescription = 'fixed' | 'double_purchase';

export interface OrderLine {
  id: string;
  type: OrderLineType;
  description: string;
  /** Discount lines carry a negative amount. */
  amount: Amount;
  discountCode: string | null;
  /** Only for double_purchase: the discount before its cap was applied. */
  originalAmount?: Amount;
}

export interface Order {
  id: string;
  status: OrderStatus;
  clusterStatus: ClusterStatus;
  /** The total to pay, in cents. */
  amount: Amount;
  /** date is 'YYYY-MM-DD HH:MM:SS' */
  createdAt: { date: string };
  orderLines: OrderLine[];
  /** Present once the order is paid. */
  consumer: Consumer | null;
}
