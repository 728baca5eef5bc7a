import type { ThemeConfig } from 'antd';

/**
 * antd's default blue (#1677ff) is below the WCAG AA 4.5:1 ratio for white button text and for links
 * on the layout's grey, and its error red (#ff4d4f) is below it for field messages; these darker
 * shades pass, app-wide.
 */
export const APP_THEME: ThemeConfig = {
  token: { colorPrimary: '#0958d9', colorLink: '#0958d9', colorLinkHover: '#003eb3', colorError: '#cf1322' },
};
