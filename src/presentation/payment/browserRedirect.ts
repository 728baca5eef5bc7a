/**
 * Sends the browser to the payment provider's page (a full page load, as a real provider needs).
 * The one place the payment page touches window.location: tests replace `assign` to observe it.
 */
export const browserRedirect = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
