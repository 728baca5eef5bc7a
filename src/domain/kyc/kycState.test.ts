import {
  INITIAL_KYC_STATE,
  isFinalKycState,
  kycReducer,
  shouldPoll,
  startsRedirectWait,
  type KycEvent,
  type KycState,
} from './kycState';

const status = (isPendingReview: boolean, isApproved: boolean): KycEvent => ({
  type: 'statusReported',
  isPendingReview,
  isApproved,
});

const allEvents: KycEvent[] = [
  status(false, false),
  status(true, false),
  status(false, true),
  status(true, true),
  { type: 'widgetSubmitted' },
  { type: 'widgetApproved' },
  { type: 'widgetRejected' },
  { type: 'initFailed', isPendingReview: false },
  { type: 'initFailed', isPendingReview: true },
];

describe('kycReducer', () => {
  it('starts empty', () => {
    expect(INITIAL_KYC_STATE).toBe('empty');
  });

  it.each<[KycState, KycEvent, KycState]>([
    ['empty', status(false, false), 'empty'],
    ['empty', status(true, false), 'submitted'],
    ['empty', status(false, true), 'approved'],
    ['empty', status(true, true), 'approved'],
    ['empty', { type: 'widgetSubmitted' }, 'submitted'],
    ['empty', { type: 'widgetApproved' }, 'approved'],
    ['empty', { type: 'widgetRejected' }, 'rejected'],
    ['empty', { type: 'initFailed', isPendingReview: true }, 'submitted'],
    ['empty', { type: 'initFailed', isPendingReview: false }, 'empty'],
    ['submitted', status(false, false), 'submitted'],
    ['submitted', status(true, false), 'submitted'],
    ['submitted', status(false, true), 'approved'],
    ['submitted', { type: 'widgetSubmitted' }, 'submitted'],
    ['submitted', { type: 'widgetApproved' }, 'approved'],
    ['submitted', { type: 'widgetRejected' }, 'rejected'],
    ['submitted', { type: 'initFailed', isPendingReview: true }, 'submitted'],
    ['submitted', { type: 'initFailed', isPendingReview: false }, 'submitted'],
  ])('moves from %s on %j to %s', (from, event, to) => {
    expect(kycReducer(from, event)).toBe(to);
  });

  it.each<KycState>(['approved', 'rejected'])('keeps %s whatever is reported later', (state) => {
    for (const event of allEvents) expect(kycReducer(state, event)).toBe(state);
  });
});

describe('isFinalKycState', () => {
  it.each<[KycState, boolean]>([
    ['empty', false],
    ['submitted', false],
    ['approved', true],
    ['rejected', true],
  ])('%s is final: %p', (state, final) => {
    expect(isFinalKycState(state)).toBe(final);
  });
});

describe('shouldPoll', () => {
  it.each<[KycState, boolean]>([
    ['empty', true],
    ['submitted', true],
    ['approved', false],
    ['rejected', false],
  ])('polls in %s: %p', (state, polls) => {
    expect(shouldPoll(state)).toBe(polls);
  });

  it('keeps polling when the widget fails to start during a review', () => {
    expect(shouldPoll(kycReducer('empty', { type: 'initFailed', isPendingReview: true }))).toBe(true);
  });
});

describe('startsRedirectWait', () => {
  it.each<[KycState, boolean]>([
    ['empty', false],
    ['submitted', true],
    ['approved', true],
    ['rejected', false],
  ])('in %s: %p', (state, starts) => {
    expect(startsRedirectWait(state)).toBe(starts);
  });
});
