/**
 * The attribute of the page's root element that names the language a page was prerendered in at build
 * time (scripts/webpack/PrerenderPlugin.ts); absent on pages the browser renders.
 */
export const PRERENDERED_LANGUAGE_ATTRIBUTE = 'data-prerendered';

/**
 * The attribute of a prerendered page's root element that lists the app's scripts, in order: the page's
 * first script (src/earlyInput.ts) loads them once the page has painted, so that they do not compete
 * with what the first paint needs.
 */
export const APP_SCRIPTS_ATTRIBUTE = 'data-app-scripts';

/**
 * Prefixes React's generated ids (useId) in the browser and in the prerender alike. antd names its
 * theme's CSS-variable class after one (`css-var-<id>`), and its static style sheet, built by a server
 * render, carries default-theme rules for the first server id, `_R_0_`: a prerendered page whose root
 * had that id would find the shop's colours overridden by antd's defaults.
 */
export const REACT_ID_PREFIX = 'shop';

/**
 * Told on the document around the moment the app takes a prerendered page over (src/earlyInput.ts keeps
 * what the visitor pressed before then, and plays it again after).
 */
export const TAKEOVER_EVENTS = {
  /** The app is about to take the page over: from now on the app hears every press itself. */
  starting: 'shop:takeover-starting',
  /** The app has taken the page over: what was pressed before can be pressed again. */
  done: 'shop:takeover-done',
} as const;
