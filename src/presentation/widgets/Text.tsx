import type { CSSProperties, ReactNode } from 'react';

/**
 * Headings and paragraphs drawn as antd's Typography draws them, with the theme's CSS variables (set on
 * the layout around every page) that antd's own sheet reads. Typography brings, for its copy, edit and
 * ellipsis features, Input, TextArea, Tooltip and the form's code: 21.5 KiB gzipped that the entry every
 * route downloads carried for the footer's and the landing's text.
 */
const TEXT: CSSProperties = {
  boxSizing: 'border-box',
  fontFamily: 'var(--ant-font-family)',
  wordBreak: 'break-word',
};

type HeadingLevel = 1 | 2 | 3 | 4 | 5;

/** A heading keeps the browser's top margin, as antd's Title does (callers set marginTop: 0 where it starts a box). */
export function Heading({
  level,
  id,
  style,
  children,
}: {
  level: HeadingLevel;
  id?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const Element = `h${level}` as const;
  return (
    <Element
      id={id}
      style={{
        ...TEXT,
        marginBottom: '0.5em',
        color: 'var(--ant-color-text-heading)',
        fontWeight: 'var(--ant-font-weight-strong)',
        fontSize: `var(--ant-font-size-heading-${level})`,
        lineHeight: `var(--ant-line-height-heading-${level})`,
        ...style,
      }}
    >
      {children}
    </Element>
  );
}

/** A paragraph: antd's is a div, without the top margin a p has by default. */
export function Paragraph({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  return (
    <p
      style={{
        ...TEXT,
        marginTop: 0,
        marginBottom: '1em',
        color: 'var(--ant-color-text)',
        fontSize: 'var(--ant-font-size)',
        lineHeight: 'var(--ant-line-height)',
        ...style,
      }}
    >
      {children}
    </p>
  );
}
