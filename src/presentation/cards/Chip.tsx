import type { CSSProperties, ReactNode } from 'react';

/**
 * A small framed label on a card's tile, drawn as antd's Tag draws one, with the theme's CSS variables
 * antd's own sheet reads: the tiles paint with the card's first paint, and Tag's module (with its
 * close button and colour presets) stayed out of the Cards screen's first visit (issue 42).
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
