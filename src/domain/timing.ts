/**
 * Every duration and time limit of the product (SPEC sections 4 and 9), in one place.
 * The unit is part of each name. The domain never reads a clock: these values are handed to
 * timers and clocks by the outer layers.
 */

// Identity check (KYC)
/** How often the KYC status is asked for while the check is open. */
export const KYC_STATUS_POLL_MS = 5000;
/** How many times a failing KYC call is tried again, and the pause between tries. */
export const KYC_RETRY_COUNT = 3;
export const KYC_RETRY_DELAY_MS = 1000;
/** Once submitted or approved, the redirect button waits this long before moving to the cards. */
export const KYC_REDIRECT_AFTER_SUBMIT_MS = 15000;

// Order result
/** The pending page asks for the order again once, after this pause. */
export const PENDING_ORDER_RETRY_MS = 30000;
export const PENDING_ORDER_RETRY_COUNT = 1;

// Session and verification
/** A countdown (the payment page's to logout, the wait before Resend) ticks once a second. */
export const COUNTDOWN_TICK_MS = 1000;
/** Wait between two verification e-mails or SMS. */
export const RESEND_WAIT_SECONDS = 60;
/** A success alert hides after this long. */
export const ALERT_DISPLAY_MS = 8000;
/** A reset e-mail, verification e-mail or SMS is expected within this time; after it, contact support. */
export const MESSAGE_EXPECTED_WITHIN_MINUTES = 5;
/** Support answers within this many business days. */
export const SUPPORT_ANSWER_BUSINESS_DAYS = 2;

// Card
export const CARD_VALIDITY_MONTHS = 12;
/** Card details (number, expiry, CVV) hide again this long after they were shown. */
export const CARD_DETAILS_SHOWN_MS = 60_000;
/** The monthly inactivity fee starts after this many months without use. */
export const INACTIVITY_FEE_AFTER_MONTHS = 6;

// Terms and conditions (shown as text; nothing in the shop enforces them)
export const TERMS_CARD_ISSUED_WITHIN_BUSINESS_DAYS = 10;
export const TERMS_PRE_AUTHORISATION_HOLD_DAYS = 15;
export const TERMS_STATEMENTS_KEPT_YEARS = 1;
export const TERMS_DATA_REQUEST_ANSWER_MONTHS = 1;
export const TERMS_REPORT_UNAUTHORISED_PAYMENT_MONTHS = 13;
export const TERMS_REFUND_PAYEE_INITIATED_REQUEST_WEEKS = 8;
export const TERMS_REFUND_PAYEE_INITIATED_ANSWER_BUSINESS_DAYS = 10;
export const TERMS_REFUND_NOT_DUE_IF_NOTIFIED_WEEKS_AHEAD = 4;
export const TERMS_CHANGE_NOTICE_MONTHS = 2;
export const TERMS_CANCELLATION_DAYS = 14;
export const TERMS_COMPLAINT_ANSWER_BUSINESS_DAYS = 15;
export const TERMS_COMPLAINT_ANSWER_MAX_BUSINESS_DAYS = 35;
export const TERMS_REDEMPTION_REFUSED_AFTER_YEARS = 6;
export const TERMS_REDEMPTION_FEE_WAIVED_WITHIN_YEARS = 1;
/** An expiring card is replaced automatically only if used in this many months before expiry. */
export const TERMS_AUTO_REPLACEMENT_USED_WITHIN_MONTHS = 2;
