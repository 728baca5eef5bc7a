import type { CSSProperties, ReactElement } from 'react';
import type {
  TransactionColour,
  TransactionDisplay,
  TransactionIcon as Icon,
} from '../../domain/transactions/transactionDisplay';

/** Each status colour: the icon's, and a darker one for text that keeps WCAG AA contrast on white. */
export const TRANSACTION_COLOURS: Record<TransactionColour, { icon: string; text: string }> = {
  none: { icon: 'currentColor', text: 'inherit' },
  red: { icon: '#cf1322', text: '#a8071a' },
  grey: { icon: '#8c8c8c', text: '#595959' },
  yellow: { icon: '#d48806', text: '#874d00' },
};

const PATHS: Record<Exclude<Icon, 'none'>, ReactElement> = {
  cross: (
    <>
      <circle cx="8" cy="8" r="6.5" />
      <path d="M5.5 5.5l5 5M10.5 5.5l-5 5" strokeLinecap="round" />
    </>
  ),
  clock: (
    <>
      <circle cx="8" cy="8" r="6.5" />
      <path d="M8 4.5V8l2.5 1.5" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  warning: (
    <>
      <path d="M8 1.8l6.6 11.7H1.4z" strokeLinejoin="round" />
      <path d="M8 6v3.6" strokeLinecap="round" />
      <circle cx="8" cy="11.6" r="0.6" fill="currentColor" stroke="none" />
    </>
  ),
};

/**
 * A transaction's status icon (SPEC section 4): none for settled, a red cross for declined, a grey
 * clock for pending, a yellow warning for blocked. Decorative: the status is also written out.
 */
export function TransactionIcon({ display, size = 20 }: { display: TransactionDisplay; size?: number }) {
  if (display.icon === 'none') return null;
  const style: CSSProperties = {
    width: size,
    height: size,
    flex: 'none',
    color: TRANSACTION_COLOURS[display.colour].icon,
  };
  return (
    <svg
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
      focusable="false"
      style={style}
      data-icon={display.icon}
    >
      {PATHS[display.icon]}
    </svg>
  );
}
