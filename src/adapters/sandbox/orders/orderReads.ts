import type { Order } from '../../../domain/orders/Order';
import type { Bearer } from '../SandboxApi';
import type { SandboxContext } from '../SandboxContext';
import { settleDuePayment } from '../payment/settlement';
import type { OrderRecord } from '../state/SandboxState';
import { orderView } from './orderView';

/** The order as its owner reads it, after settling a pending payment that is due (see settleDuePayment). */
export function readOrder(context: SandboxContext, bearer: Bearer, order: OrderRecord): Order {
  settleDuePayment(context, order);
  return orderView(order, () => context.consumerFor(bearer));
}
