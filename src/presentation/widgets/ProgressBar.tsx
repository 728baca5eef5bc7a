import type { CSSProperties } from 'react';

/*
 * Drawn as antd's line Progress draws itself, from the theme's variables, without the component (about
 * 6 KiB gzipped, for a bar that only ever shows a value): its rail, its track in the default colour and
 * its figure after them.
 */
const BAR: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'var(--ant-margin-xs)',
  width: '100%',
  color: 'var(--ant-color-text)',
  fontSize: 'var(--ant-font-size)',
  lineHeight: 'var(--ant-line-height)',
};
const RAIL: CSSProperties = {
  position: 'relative',
  flex: 'auto',
  height: 8,
  overflow: 'hidden',
  borderRadius: 100,
  background: 'var(--ant-color-fill-secondary)',
};
const TRACK: CSSProperties = {
  position: 'absolute',
  insetInlineStart: 0,
  insetBlock: 0,
  borderRadius: 'inherit',
  background: 'var(--ant-color-info)',
};
const FIGURE: CSSProperties = { lineHeight: 1, whiteSpace: 'nowrap' };

/** A named progress bar with its figure (`text`); `valueText` is what a screen reader says of the value. */
export function ProgressBar(props: {
  percent: number;
  label: string;
  valueText: string;
  text: string;
  style?: CSSProperties;
}) {
  return (
    <div
      role="progressbar"
      aria-valuenow={props.percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={props.label}
      aria-valuetext={props.valueText}
      style={{ ...BAR, ...props.style }}
    >
      <div style={RAIL}>
        <div style={{ ...TRACK, width: `${props.percent}%` }} />
      </div>
      <span style={FIGURE}>{props.text}</span>
    </div>
  );
}
