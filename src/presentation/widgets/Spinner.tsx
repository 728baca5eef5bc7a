/** antd's spinner sizes: the square its dots turn in, in pixels. */
const SIZES = { default: 20, large: 32 } as const;

/**
 * antd's Spin as it looks (four dots of the theme's blue lighting up in turn as the square turns), drawn
 * in SVG and animated by it, hidden from screen readers (the page says in words what it waits for):
 * Spin brings its code (3 KiB gzipped) for an indicator the pages show as it is. It stands on a line of
 * text, as antd's does, so the box it takes is as high as Spin's.
 */
export function Spinner({ size = 'default' }: { size?: keyof typeof SIZES }) {
  const square = SIZES[size];
  // antd's dot: half the square less a gap of 2 px, drawn at three quarters of that size.
  const dot = (square - 2) / 2;
  const near = dot / 2;
  const far = square - near;
  // The corners the dots sit in, in the order they light up.
  const corners = [
    [near, near],
    [far, near],
    [far, far],
    [near, far],
  ] as const;
  const centre = square / 2;
  return (
    <div style={{ fontSize: 'var(--ant-font-size)', lineHeight: 'var(--ant-line-height)' }}>
      <svg
        width={square}
        height={square}
        viewBox={`0 0 ${square} ${square}`}
        aria-hidden="true"
        focusable="false"
      >
        <g fill="var(--ant-color-primary)">
          {corners.map(([cx, cy], index) => (
            <circle key={index} cx={cx} cy={cy} r={(dot * 0.75) / 2} opacity={0.3}>
              <animate
                attributeName="opacity"
                values="0.3;1;0.3"
                dur="2s"
                begin={`${index * 0.4}s`}
                repeatCount="indefinite"
              />
            </circle>
          ))}
          <animateTransform
            attributeName="transform"
            type="rotate"
            from={`45 ${centre} ${centre}`}
            to={`405 ${centre} ${centre}`}
            dur="1.2s"
            repeatCount="indefinite"
          />
        </g>
      </svg>
    </div>
  );
}
