import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import type {
  TransactionColour,
  TransactionDisplay,
  TransactionIcon as Icon,
} from '../../../domain/transactions/transactionDisplay';

/** Each status colour: the icon's, and a darker one for text that keeps WCAG AA contrast on white. */
export const TRANSACTION_COLOURS: Record<TransactionColour, { icon: string; text: string }> = {
  none: { icon: 'currentColor', text: 'inherit' },
  red: { icon: '#cf1322', text: '#a8071a' },
  grey: { icon: '#8c8c8c', text: '#595959' },
  yellow: { icon: '#d48806', text: '#874d00' },
};

const ICONS: Record<Exclude<Icon, 'none'>, typeof CloseCircleOutlined> = {
  cross: CloseCircleOutlined,
  clock: ClockCircleOutlined,
  warning: WarningOutlined,
};

/** A transaction's status icon (SPEC section 4). Decorative: the status is also written out. */
export function TransactionIcon({ display, size = 20 }: { display: TransactionDisplay; size?: number }) {
  if (display.icon === 'none') return null;
  const Glyph = ICONS[display.icon];
  return (
    <Glyph
      aria-hidden="true"
      data-icon={display.icon}
      style={{ flex: 'none', fontSize: size, color: TRANSACTION_COLOURS[display.colour].icon }}
    />
  );
}
