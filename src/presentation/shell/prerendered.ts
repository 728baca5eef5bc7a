/** The root element's attribute naming the language the page was prerendered in (PrerenderPlugin.ts). */
export const PRERENDERED_LANGUAGE_ATTRIBUTE = 'data-prerendered';

/**
 * A prerendered root element's attribute listing the app's scripts, in order: src/earlyInput.ts loads
 * them once the page has painted, so that they do not compete with the first paint.
 */
export const APP_SCRIPTS_ATTRIBUTE = 'data-app-scripts';

/**
 * An amount's text box names in this attribute the id of the slider showing the same amount
 * (widgets/AmountField.tsx): on a prerendered page, src/earlyAmountField.ts moves the one with the other
 * until the app takes them over.
 */
export const AMOUNT_SLIDER_ATTRIBUTE = 'data-amount-slider';

/**
 * Prefixes React's ids (useId) in the browser and the prerender alike: antd names its theme's class
 * after one (`css-var-<id>`), and its static style sheet holds default-theme rules for the first server
 * id, `_R_0_`, which would override the shop's colours on a prerendered root of that id.
 */
export const REACT_ID_PREFIX = 'shop';

/**
 * Told on the document as the app takes a prerendered page over: src/earlyInput.ts keeps what the
 * visitor pressed until `starting` (the app hears presses itself from then) and plays it after `done`.
 */
export const TAKEOVER_EVENTS = {
  starting: 'shop:takeover-starting',
  done: 'shop:takeover-done',
} as const;
