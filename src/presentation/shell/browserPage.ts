/**
 * The page's own browser actions (a reload, a full page load elsewhere), in one place so tests can
 * replace them: jsdom can do neither.
 */
export const browserPage = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};
