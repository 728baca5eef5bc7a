import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A framed box, drawn with the theme's tokens as antd's Card draws its body, for what shows nothing
 * else of a card: antd's Card brings Tabs and Skeleton with it (for a tab list and a loading state),
 * some 13 KiB gzipped that the landing's first visit would download for nothing.
 */
export function Panel({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        boxSizing: 'border-box',
        background: token.colorBgContainer,
        color: token.colorText,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
        ...style,
      }}
    >
      {children}
    </div>
  );
}
