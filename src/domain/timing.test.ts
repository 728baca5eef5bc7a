import * as timing from './timing';

describe('timing', () => {
  it.each([
    ['KYC_STATUS_POLL_MS', 5000],
    ['KYC_RETRY_COUNT', 3],
    ['KYC_RETRY_DELAY_MS', 1000],
    ['KYC_REDIRECT_AFTER_SUBMIT_MS', 15000],
    ['PENDING_ORDER_RETRY_MS', 30000],
    ['PENDING_ORDER_RETRY_COUNT', 1],
    ['COUNTDOWN_TICK_MS', 1000],
    ['RESEND_WAIT_SECONDS', 60],
    ['ALERT_DISPLAY_MS', 8000],
  ] as const)('holds %s at the value of the spec (%i)', (name, value) => {
    expect(timing[name]).toBe(value);
  });
});
