import { OrderNotice } from './OrderResultLayout';

/** Order cancel (/order/{orderId}/cancel): shown while the cancellation is posted. */
export default function OrderCancelPage() {
  return <OrderNotice page="cancel" busy />;
}
