import type { ThemeConfig } from 'antd';

/**
 * antd's default blue (#1677ff) is below the WCAG AA 4.5:1 ratio for white button text and for links
 * on the layout's grey, and its error red (#ff4d4f) for field messages; these darker shades pass,
 * hover included (antd derives a lighter hover blue otherwise).
 */
export const APP_THEME: ThemeConfig = {
  // antd's styles come from its static style sheet (imported by main.tsx), not from CSS-in-JS computed
  // in the browser on every first render of a component: less work before a page responds. The colours
  // below still apply: antd sets them as CSS variables the sheet reads.
  zeroRuntime: true,
  token: {
    // Said outright, not inherited: MOTION_SWITCH_THEME below turns motion off around the app.
    motion: true,
    colorPrimary: '#0958d9',
    colorPrimaryHover: '#003eb3',
    colorLink: '#0958d9',
    colorLinkHover: '#003eb3',
    colorError: '#cf1322',
  },
};

/** For visitors whose system asks for reduced motion: antd's transitions and click wave off. */
export const STILL_THEME: ThemeConfig = { ...APP_THEME, token: { ...APP_THEME.token, motion: false } };

/**
 * Around the app's own provider, so that switching motion never remounts the page (a visitor asking
 * for reduced motion after a prerendered page was taken over keeps its elements): antd wraps a
 * provider's children in a motion provider once its motion differs from its parent's, and from then
 * on; under this parent (motion off) the app's provider is wrapped from its first render.
 */
export const MOTION_SWITCH_THEME: ThemeConfig = { zeroRuntime: true, token: { motion: false } };
