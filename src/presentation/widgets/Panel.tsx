import type { CSSProperties, ReactNode } from 'react';

/**
 * A framed box, drawn as antd's Card draws its body, with the theme's CSS variables (set on the
 * layout around every page) that antd's own sheet reads: for what shows nothing else of a card, since
 * antd's Card brings Tabs and Skeleton with it (for a tab list and a loading state), some 13 KiB
 * gzipped that the landing's first visit would download for nothing.
 */
export function Panel({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <div
      style={{
        boxSizing: 'border-box',
        background: 'var(--ant-color-bg-container)',
        color: 'var(--ant-color-text)',
        fontFamily: 'var(--ant-font-family)',
        fontSize: 'var(--ant-font-size)',
        lineHeight: 'var(--ant-line-height)',
        border: 'var(--ant-line-width) var(--ant-line-type) var(--ant-color-border-secondary)',
        borderRadius: 'var(--ant-border-radius-lg)',
        padding: 'var(--ant-padding-lg)',
        ...style,
      }}
    >
      {children}
    </div>
  );
}
