import { useParams } from 'react-router-dom';

/** The :orderId of the /order/{orderId}/… routes. */
export function useOrderId(): string {
  return useParams().orderId ?? '';
}
