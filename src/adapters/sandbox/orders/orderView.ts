import type { Consumer } from '../../../domain/consumer/Consumer';
import type { Order } from '../../../domain/orders/Order';
import type { OrderRecord } from '../state/SandboxState';

/**
 * The order as the API returns it, carrying the consumer once it is paid. `consumer` is asked for only
 * then, so unpaid orders never compute the consumer view. It shares the record's parts: the sandbox
 * answers a deep copy of every call's result (createSandbox), so copying here too only doubled the
 * cost of a long list.
 */
export function orderView(record: OrderRecord, consumer: () => Consumer): Order {
  return {
    id: record.id,
    status: record.status,
    clusterStatus: record.clusterStatus,
    amount: record.amount,
    createdAt: record.createdAt,
    orderLines: record.orderLines,
    consumer: record.clusterStatus === 'paid' ? consumer() : null,
  };
}
