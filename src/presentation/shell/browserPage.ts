/** The page's reload and full page load elsewhere, in one place so tests can replace them (jsdom can't). */
export const browserPage = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};
