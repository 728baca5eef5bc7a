import { aCompleteConsumer, aFullyKnownConsumer } from '../consumer/testing/aConsumer';
import { CLUSTER_STATUSES, ORDER_STATUSES } from './Order';
import { successContinueTarget, successPageOutcome } from './successPageOutcome';
import { anOrder } from './testing/anOrder';

describe('successPageOutcome', () => {
  it.each(CLUSTER_STATUSES.filter((c) => c !== 'paid'))(
    'shows the error page for a %s order',
    (clusterStatus) => {
      const order = anOrder({ clusterStatus, status: 'completed', consumer: aCompleteConsumer() });
      expect(successPageOutcome(order)).toEqual({ kind: 'error' });
    },
  );

  it('shows the error page for an unpaid order under investigation', () => {
    expect(successPageOutcome(anOrder({ clusterStatus: 'unpaid', status: 'investigation' }))).toEqual({
      kind: 'error',
    });
  });

  it('goes to the investigation page for a paid order under investigation', () => {
    const order = anOrder({ clusterStatus: 'paid', status: 'investigation', consumer: aCompleteConsumer() });
    expect(successPageOutcome(order)).toEqual({ kind: 'investigation' });
  });

  it.each(ORDER_STATUSES.filter((s) => s !== 'investigation'))(
    'thanks the consumer for a paid %s order and hands over its consumer',
    (status) => {
      const consumer = aCompleteConsumer({ id: 'buyer' });
      expect(successPageOutcome(anOrder({ clusterStatus: 'paid', status, consumer }))).toEqual({
        kind: 'paid',
        consumer,
      });
    },
  );

  it('thanks the consumer for a paid order without a consumer, with no consumer to store', () => {
    const order = anOrder({ clusterStatus: 'paid', status: 'pending_card_creation', consumer: null });
    expect(successPageOutcome(order)).toEqual({ kind: 'paid', consumer: null });
  });
});

describe('successContinueTarget', () => {
  it('sends a fully known consumer to the cards with the first card selected', () => {
    expect(successContinueTarget(aFullyKnownConsumer(), 'card-7')).toEqual({
      to: 'cards',
      selected: 'card-7',
    });
  });

  it('sends any other consumer to the KYC info page with the first card selected', () => {
    expect(successContinueTarget(aCompleteConsumer(), 'card-7')).toEqual({
      to: 'kycInfo',
      selected: 'card-7',
    });
  });

  it.each([null, ''])('selects no card when the order brought none (%p)', (firstCardId) => {
    expect(successContinueTarget(aFullyKnownConsumer(), firstCardId)).toEqual({
      to: 'cards',
      selected: null,
    });
    expect(successContinueTarget(aCompleteConsumer(), firstCardId)).toEqual({
      to: 'kycInfo',
      selected: null,
    });
  });
});
