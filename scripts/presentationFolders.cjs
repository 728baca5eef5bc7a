// @ts-check
/**
 * The folders of src/presentation that are not screens: what every screen may use. Every other folder
 * of src/presentation is a screen folder (a route family's pages, presenters and their parts), and no
 * screen folder imports another (.dependency-cruiser.cjs, `screens-import-no-other-screen`;
 * scripts/presentation-metrics.mjs counts the imports that still do). docs/presentation.md says
 * what goes where.
 */
const SHARED_PRESENTATION_FOLDERS = [
  // The call kit: a call's observable state, the one AppError → Message function, the page load.
  'calls',
  // Form fields and their hooks.
  'forms',
  // Texts: i18next, the locale files each part downloads.
  'i18n',
  // The one message type and its rendering.
  'messages',
  // The app's frame: router, route table, navigation, session, layouts, header.
  'shell',
  // Test helpers (test code).
  'testing',
  // Widgets more than one screen shows (a link styled as a button, an amount field, a code box …).
  'widgets',
];

module.exports = { SHARED_PRESENTATION_FOLDERS };
