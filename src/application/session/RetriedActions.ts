import type { Consumer } from '../../domain/consumer/Consumer';
import type { GroupedOrders } from '../../domain/orders/orderGrouping';
import type { CardDetailsShown } from '../cards/CardDetailsShown';
import type { Deactivated } from '../cards/Deactivated';
import type { CardTransaction, TransactionDetail } from '../cards/CardTransaction';
import type { ContactUpdate } from '../consumer/ports/ConsumerGateway';
import type { CreateOrderOutcome } from '../orders/CreateOrderOutcome';
import type { PaymentStart } from '../orders/PaymentStart';
import type { PaymentSuccess } from '../orders/PaymentSuccess';
import type { PaymentMethodsOfOrder } from '../orders/ports/OrderGateway';
import type { StoredOrderOutcome } from '../orders/StoredOrderOutcome';

/**
 * The retried actions by name, with what each hands back, for `replayOf(name)` (calls/PageLoad.ts) while
 * a screen still names its read that way (orders/results/OrderSuccessPresenter); goes with it, the
 * tokens next to the use cases (`READ_PAYMENT_SUCCESS`) being the one way.
 */
export interface RetriedActions {
  readPaymentSuccess: PaymentSuccess;
  /** Nothing to hand back: the cancel was posted. */
  cancelPayment: undefined;
  listPaymentMethods: PaymentMethodsOfOrder;
  blockCard: Consumer;
  unblockCard: Consumer;
  activateCard: Consumer;
  deactivateCard: Deactivated;
  createOrder: CreateOrderOutcome;
  resumeStoredOrder: StoredOrderOutcome;
  startPayment: PaymentStart;
  updatePersonalInfo: Consumer;
  updateAddressInfo: Consumer;
  updateFinancialInfo: Consumer;
  changeMobileNumber: ContactUpdate;
  listOrders: GroupedOrders;
  listTransactions: CardTransaction[];
  readTransaction: TransactionDetail;
  /** Nothing to hand back: the code was texted. */
  requestCardDetailsCode: undefined;
  showCardDetails: CardDetailsShown;
}

export type RetriedActionName = keyof RetriedActions;
