import { inProcessTasks } from '../taskPickers';
import { ApplicationPaymentPage } from './ApplicationPaymentPage';
import type { PaymentPage } from './PaymentPage';

/** The scenario's payment page, in-process. */
export const paymentPageOf = inProcessTasks<PaymentPage>(
  'the payment page',
  (world) => new ApplicationPaymentPage(world),
);
