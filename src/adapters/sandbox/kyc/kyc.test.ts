import { sandboxHarness, thrownBy } from '../testing/sandboxHarness';
import { declinedKycTransactions } from './declinedKycTransactions';
import { completeIdentityCheck, initiateKyc } from './identityCheck';
import { kycStatus, refreshKycStatus, simulateKyc } from './kycStatus';

describe('identity check through the hosted widget', () => {
  it('starts a level-1 check and resumes it while open', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();

    const { reference } = initiateKyc(harness.context, token);

    expect(reference).toMatch(/^kyc-/);
    expect(initiateKyc(harness.context, token).reference).toBe(reference);
    expect(kycStatus(harness.context, token, 'KYC_LEVEL_1')).toEqual({
      isPendingReview: false,
      isApproved: false,
      consumer: null,
    });
  });

  it('reports review pending after submission, then approval with the consumer', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();
    const { reference } = initiateKyc(harness.context, token);

    completeIdentityCheck(harness.context, reference, 'submit');
    expect(kycStatus(harness.context, token, 'KYC_LEVEL_1')).toMatchObject({
      isPendingReview: true,
      isApproved: false,
    });
    expect(initiateKyc(harness.context, token).reference).toBe(reference);

    completeIdentityCheck(harness.context, reference, 'approve');
    const status = kycStatus(harness.context, token, 'KYC_LEVEL_1');
    expect(status).toMatchObject({ isPendingReview: false, isApproved: true });
    expect(status.consumer).toMatchObject({
      kycLevel: 1,
      isFullyKnown: false,
      maxAllowedAmount: { amount: 5000 },
    });
    expect(harness.lastMessage('kycResult')).toMatchObject({ channel: 'email', to: 'jane@example.com' });
  });

  it('makes the consumer fully known on a level-2 approval', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();
    simulateKyc(harness.context, token, 'KYC_LEVEL_1');
    const { reference } = initiateKyc(harness.context, token);

    completeIdentityCheck(harness.context, reference, 'approve');

    expect(refreshKycStatus(harness.context, token)).toMatchObject({
      kycLevel: 2,
      isFullyKnown: true,
      maxAllowedAmount: null,
    });
    expect(kycStatus(harness.context, token, 'KYC_LEVEL_2').isApproved).toBe(true);
  });

  it('leaves the level unchanged on rejection and lets a new check start', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();
    const { reference } = initiateKyc(harness.context, token);

    completeIdentityCheck(harness.context, reference, 'reject');

    expect(refreshKycStatus(harness.context, token).kycLevel).toBe(0);
    expect(kycStatus(harness.context, token, 'KYC_LEVEL_1')).toMatchObject({
      isPendingReview: false,
      isApproved: false,
    });
    expect(harness.lastMessage('kycResult')).toBeDefined();
    expect(initiateKyc(harness.context, token).reference).not.toBe(reference);
  });

  it('answers 404 for an unknown reference and 400 kycCheckClosed for a finished check', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();
    const { reference } = initiateKyc(harness.context, token);
    completeIdentityCheck(harness.context, reference, 'approve');

    expect(thrownBy(() => completeIdentityCheck(harness.context, 'kyc-unknown', 'submit'))).toMatchObject({
      status: 404,
    });
    expect(thrownBy(() => completeIdentityCheck(harness.context, reference, 'reject'))).toMatchObject({
      status: 400,
      body: { errorCode: 'kycCheckClosed' },
    });
  });

  it('needs a session for every consumer call', () => {
    const harness = sandboxHarness();

    expect(thrownBy(() => initiateKyc(harness.context, null))).toMatchObject({ status: 401 });
    expect(thrownBy(() => kycStatus(harness.context, null, 'KYC_LEVEL_1'))).toMatchObject({ status: 401 });
    expect(thrownBy(() => refreshKycStatus(harness.context, null))).toMatchObject({ status: 401 });
    expect(thrownBy(() => simulateKyc(harness.context, null, 'KYC_LEVEL_1'))).toMatchObject({ status: 401 });
    expect(thrownBy(() => declinedKycTransactions(harness.context, null))).toMatchObject({ status: 401 });
  });
});

describe('simulateKyc', () => {
  it('approves level 1 at once', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();

    expect(simulateKyc(harness.context, token, 'KYC_LEVEL_1')).toMatchObject({
      kycLevel: 1,
      isFullyKnown: false,
    });
  });

  it('approves level 2 at once: fully known', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();

    expect(simulateKyc(harness.context, token, 'KYC_LEVEL_2')).toMatchObject({
      kycLevel: 2,
      isFullyKnown: true,
    });
  });

  it('never lowers a level already reached', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();
    simulateKyc(harness.context, token, 'KYC_LEVEL_2');

    expect(simulateKyc(harness.context, token, 'KYC_LEVEL_1').kycLevel).toBe(2);
  });
});

describe('declinedKycTransactions', () => {
  function withTransactions(kycLevel: 0 | 1 | 2) {
    const harness = sandboxHarness();
    const { token, consumerId } = harness.registerJane();
    harness.account(consumerId).kycLevel = kycLevel;
    harness.state.cards.push({
      id: 'card-x',
      cardId: 'card-x',
      numberToken: 'tok-n',
      cvvToken: 'tok-c',
      expireDate: '0326',
      cardNumberLastFour: '4242',
      state: 'ACTIVE',
      isBlocked: false,
      isCancelled: false,
      createdAt: { date: '2025-01-01 10:00:00' },
      actualBalance: { amount: 1000 },
      availableBalance: { amount: 1000 },
      consumerId,
      orderId: null,
    });
    const status = { isSettled: false, isDeclined: true, isNotSettled: false, isBlocked: false };
    harness.state.transactions['card-x'] = [
      {
        id: 't-1',
        merchant: 'Casino',
        date: '2025-02-01 10:00:00',
        transactionAmount: { amount: -6000 },
        status,
        kycRelated: true,
      },
      {
        id: 't-2',
        merchant: 'Shop',
        date: '2025-02-02 10:00:00',
        transactionAmount: { amount: -100 },
        status,
        kycRelated: false,
      },
      {
        id: 't-3',
        merchant: 'Bet',
        date: '2025-02-03 10:00:00',
        transactionAmount: { amount: -7000 },
        status,
        kycRelated: true,
      },
    ];
    return { harness, token };
  }

  it('lists the KYC-related refusals of a consumer not fully known, newest first, without the flag', () => {
    const { harness, token } = withTransactions(1);

    const declined = declinedKycTransactions(harness.context, token);

    expect(declined.map((transaction) => transaction.id)).toEqual(['t-3', 't-1']);
    expect(declined[0]).not.toHaveProperty('kycRelated');
  });

  it('is empty for a fully known consumer', () => {
    const { harness, token } = withTransactions(2);

    expect(declinedKycTransactions(harness.context, token)).toEqual([]);
  });
});
