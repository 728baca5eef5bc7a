/**
 * The identity check as the KYC screen follows it (SPEC section 4).
 * empty: nothing sent yet; submitted: documents are being checked; approved; rejected.
 */
export type KycState = 'empty' | 'submitted' | 'approved' | 'rejected';

export const INITIAL_KYC_STATE: KycState = 'empty';

export type KycEvent =
  /** The periodic status call answered. */
  | { type: 'statusReported'; isPendingReview: boolean; isApproved: boolean }
  /** The hosted widget reported the applicant's submission, approval or rejection. */
  | { type: 'widgetSubmitted' }
  | { type: 'widgetApproved' }
  | { type: 'widgetRejected' }
  /** Starting the widget failed; the status tells whether a review is already under way. */
  | { type: 'initFailed'; isPendingReview: boolean };

/** Approved and rejected are final: the check is over and later reports change nothing. */
export function isFinalKycState(state: KycState): boolean {
  return state === 'approved' || state === 'rejected';
}

export function kycReducer(state: KycState, event: KycEvent): KycState {
  if (isFinalKycState(state)) return state;
  switch (event.type) {
    case 'statusReported':
      if (event.isApproved) return 'approved';
      return event.isPendingReview ? 'submitted' : state;
    case 'widgetSubmitted':
      return 'submitted';
    case 'widgetApproved':
      return 'approved';
    case 'widgetRejected':
      return 'rejected';
    case 'initFailed':
      // A review already under way is shown as such, and the polling goes on.
      return event.isPendingReview ? 'submitted' : state;
  }
}

/** The status is polled (every KYC_STATUS_POLL_MS) until the check is over. */
export function shouldPoll(state: KycState): boolean {
  return !isFinalKycState(state);
}

/** The 15-second wait before going on to the cards starts once the documents are in. */
export function startsRedirectWait(state: KycState): boolean {
  return state === 'submitted' || state === 'approved';
}
