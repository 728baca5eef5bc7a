import { CLUSTER_STATUSES, ORDER_STATUSES, type ClusterStatus, type OrderStatus } from './Order';
import { pendingPageOutcome } from './pendingPageOutcome';

const notPaid = CLUSTER_STATUSES.filter((c) => c !== 'paid');

describe('pendingPageOutcome', () => {
  it.each([0, 1, 2])('goes to the success page for a paid order (attempt %i)', (attempt) => {
    expect(pendingPageOutcome({ clusterStatus: 'paid', status: 'pending_card_creation' }, attempt)).toBe(
      'goToSuccess',
    );
  });

  it.each(notPaid)('asks again later on arrival when the order is %s', (clusterStatus) => {
    expect(pendingPageOutcome({ clusterStatus, status: 'pending_payment' }, 0)).toBe('retryLater');
  });

  it.each<ClusterStatus>(['unpaid', 'partially_paid'])(
    'posts the pending notice on the retry when a %s order still waits for payment',
    (clusterStatus) => {
      expect(pendingPageOutcome({ clusterStatus, status: 'pending_payment' }, 1)).toBe('postPendingNotice');
    },
  );

  it.each<ClusterStatus>(['blocked', 'suspicious'])(
    'gives up on the retry when the order is %s',
    (clusterStatus) => {
      expect(pendingPageOutcome({ clusterStatus, status: 'pending_payment' }, 1)).toBe('giveUp');
    },
  );

  it.each<OrderStatus>(ORDER_STATUSES.filter((s) => s !== 'pending_payment'))(
    'gives up on the retry when an unpaid order is %s',
    (status) => {
      expect(pendingPageOutcome({ clusterStatus: 'unpaid', status }, 1)).toBe('giveUp');
    },
  );

  it.each(notPaid)('gives up once the single retry is spent (%s)', (clusterStatus) => {
    expect(pendingPageOutcome({ clusterStatus, status: 'pending_payment' }, 2)).toBe('giveUp');
  });
});
