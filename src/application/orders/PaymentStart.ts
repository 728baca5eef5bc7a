import type { Order } from '../../domain/orders/Order';
import type { PaymentStartFailure } from '../../domain/orders/paymentStart';
import type { AppError } from '../shared/Result';

/** How Pay went (StartPayment). */
export type PaymentStart =
  /** Send the browser to the payment provider. */
  | { kind: 'redirect'; redirectUrl: string }
  /** The payment could not start; the reloaded order (null if it could not be read) decides what to show. */
  | { kind: 'refused'; failure: PaymentStartFailure; order: Order | null; error: AppError };
