import type { AriaRole, CSSProperties, ReactNode, Ref } from 'react';

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
  ref,
  style,
  children,
}: {
  level: HeadingLevel;
  id?: string;
  /** A heading the page focuses (focusHeading.ts). */
  ref?: Ref<HTMLHeadingElement>;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const Element = `h${level}` as const;
  return (
    <Element
      id={id}
      ref={ref}
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

/** What a paragraph or a run of text may say of itself: its id, its role (a status…), its weight. */
interface TextProps {
  id?: string;
  role?: AriaRole;
  /** Bold, as antd's `strong` draws it: a <strong> inside, of the theme's strong weight. */
  strong?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}

/** The words, inside a <strong> of the theme's weight when they are strong, as antd's Typography does. */
function Words({ strong, children }: { strong?: boolean; children: ReactNode }) {
  return strong ? (
    <strong style={{ fontWeight: 'var(--ant-font-weight-strong)' }}>{children}</strong>
  ) : (
    children
  );
}

/** A paragraph: antd's is a div, without the top margin a p has by default. */
export function Paragraph({ id, role, strong, style, children }: TextProps) {
  return (
    <p
      id={id}
      role={role}
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
      <Words strong={strong}>{children}</Words>
    </p>
  );
}

/**
 * A run of text inside a line, as antd's Text draws it: in the text's colour, struck through when
 * `deleted`, focusable when given a tabIndex (a wait the page moves the focus to).
 */
export function InlineText({
  deleted = false,
  ref,
  tabIndex,
  strong,
  style,
  children,
  ...props
}: TextProps & {
  deleted?: boolean;
  ref?: Ref<HTMLSpanElement>;
  tabIndex?: number;
}) {
  const words = <Words strong={strong}>{children}</Words>;
  return (
    <span
      {...props}
      ref={ref}
      tabIndex={tabIndex}
      style={{
        ...TEXT,
        color: 'var(--ant-color-text)',
        fontSize: 'var(--ant-font-size)',
        lineHeight: 'var(--ant-line-height)',
        ...style,
      }}
    >
      {deleted ? <del>{words}</del> : words}
    </span>
  );
}
