import type { Consumer } from '../../../domain/consumer/Consumer';
import type { Order } from '../../../domain/orders/Order';
import type { OrderRecord } from '../state/SandboxState';

/**
 * The order as the API returns it: a fresh copy, carrying the consumer once it is paid.
 * `consumer` is asked for only then, so unpaid orders never compute the consumer view.
 */
export function orderView(record: OrderRecord, consumer: () => Consumer): Order {
  return {
    id: record.id,
    status: record.status,
    clusterStatus: record.clusterStatus,
    amount: { ...record.amount },
    createdAt: { ...record.createdAt },
    orderLines: structuredClone(record.orderLines),
    consumer: record.clusterStatus === 'paid' ? consumer() : null,
  };
}
