import { inProcessTasks } from '../taskPickers';
import { ApplicationPaymentResults } from './ApplicationPaymentResults';
import type { PaymentResultsTasks } from './PaymentResultsTasks';

/** The scenario's payment and result pages, in-process. */
export const paymentResultsOf = inProcessTasks<PaymentResultsTasks>(
  'the payment result pages',
  (world) => new ApplicationPaymentResults(world),
);
