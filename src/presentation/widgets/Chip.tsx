import type { CSSProperties, ReactNode } from 'react';

/**
 * A small framed label (a card tile's state, an applied promo code), drawn as antd's Tag draws one,
 * with the theme's CSS variables antd's own sheet reads: Tag's module (its close button and colour
 * presets, about 4.6 KiB gzipped) stays out of the first visits of Cards and of the orders (issue 42).
 * `style` gives the colours (and a filled tag's border and size).
 */
export function Chip({
  icon,
  children,
  style,
}: {
  icon?: ReactNode;
  children: ReactNode;
  style: CSSProperties;
}) {
  return (
    <span
      style={{
        boxSizing: 'border-box',
        display: 'inline-block',
        fontFamily: 'var(--ant-font-family)',
        fontSize: 'var(--ant-font-size-sm)',
        lineHeight: 'calc(var(--ant-line-height-sm) * var(--ant-font-size-sm))',
        paddingInline: 'calc(8px - var(--ant-line-width))',
        whiteSpace: 'nowrap',
        border: 'var(--ant-line-width) var(--ant-line-type) var(--ant-color-border)',
        borderRadius: 'var(--ant-border-radius-sm)',
        textAlign: 'start',
        ...style,
      }}
    >
      {icon}
      {/* Tag's room between its icon and its words. */}
      {icon ? (
        <span style={{ marginInlineStart: 'calc(8px - var(--ant-line-width))' }}>{children}</span>
      ) : (
        children
      )}
    </span>
  );
}
