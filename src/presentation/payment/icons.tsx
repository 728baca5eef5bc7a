/** Small line icons drawn inline (no icon package is a declared dependency); decorative only. */
const ICON_STYLE = { width: '1em', height: '1em', verticalAlign: '-0.125em' } as const;

export function PencilIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
      focusable="false"
      style={ICON_STYLE}
    >
      <path d="M11.3 2.2l2.5 2.5-8.3 8.3-3.2.7.7-3.2z" strokeLinejoin="round" />
      <path d="M9.8 3.7l2.5 2.5" />
    </svg>
  );
}

export function InfoIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
      focusable="false"
      style={ICON_STYLE}
    >
      <circle cx="8" cy="8" r="6.5" />
      <path d="M8 7v4.5" strokeLinecap="round" />
      <circle cx="8" cy="4.8" r="0.6" fill="currentColor" stroke="none" />
    </svg>
  );
}
