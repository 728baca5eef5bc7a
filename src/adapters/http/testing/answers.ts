import { aCard } from '../../../domain/cards/testing/aCard';
import { aConsumer } from '../../../domain/consumer/testing/aConsumer';
import { anOrder } from '../../../domain/orders/testing/anOrder';
import { aTransaction } from '../../../domain/transactions/testing/aTransaction';

/** The app's origin in the fake-fetch tests: the payment pages they answer are on it. */
export const TEST_APP = 'http://localhost:8080';

/**
 * One answer every operation's check in docs/openapi.yaml accepts (each reads its own fields, and
 * fields it does not know are allowed), for tests about what a call sends rather than what it reads.
 */
export const ANSWER_TO_EVERY_CALL = {
  consumer: aConsumer(),
  token: 'session-token',
  order: anOrder(),
  orders: [],
  cards: [],
  card: aCard(),
  transaction: aTransaction(),
  transactions: [],
  declinedTransactions: [],
  inactivityData: [],
  paymethods: [],
  redirectUrl: `${TEST_APP}/sandbox/payment/p-1`,
  verified: true,
  timeLeftForRetry: 0,
  isPendingReview: false,
  isApproved: false,
  data: { reference: 'ref-1', news: [] },
  messages: [],
  session: { paymentId: 'p-1', orderId: 'o-1', amount: 2100, paymethodId: 'visa' },
  returnPath: '/order/o-1/success',
  errorMessage: null,
  secret: '4111111111111111',
};
