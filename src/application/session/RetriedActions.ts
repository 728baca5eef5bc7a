import type { Consumer } from '../../domain/consumer/Consumer';
import type { GroupedOrders } from '../../domain/orders/orderGrouping';
import type { CardDetailsShown } from '../cards/CardDetailsShown';
import type { Transaction } from '../../domain/transactions/Transaction';
import type { Deactivated } from '../cards/Deactivated';
import type { TransactionWithCard } from '../cards/ports/CardGateway';
import type { ContactUpdate } from '../consumer/ports/ConsumerGateway';
import type { CreateOrderOutcome } from '../orders/CreateOrderOutcome';
import type { PaymentStart } from '../orders/PaymentStart';
import type { PaymentSuccess } from '../orders/PaymentSuccess';
import type { PaymentMethodsOfOrder } from '../orders/ports/OrderGateway';
import type { StoredOrderOutcome } from '../orders/StoredOrderOutcome';

/**
 * The actions retried after re-login when they meet Unauthorized (SPEC sections 6, 7 and 8), each
 * with what it hands back: the payment success read, cancel, the order fetches, block, unblock and
 * activate (the spec lists block only; unblocking and activating are done on the Cards screen as
 * blocking is, and the consumer should not have to ask twice), deactivate, buying (creating an
 * order and paying it), the registration steps, the mobile update, the orders list, a card's
 * transactions and a transaction's detail, and the card-details reveal (asking its one-time code,
 * then showing the details; SPEC sections 2 and 8).
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
  listTransactions: Transaction[];
  readTransaction: TransactionWithCard;
  /** Nothing to hand back: the code was texted. */
  requestCardDetailsCode: undefined;
  showCardDetails: CardDetailsShown;
}

export type RetriedActionName = keyof RetriedActions;
