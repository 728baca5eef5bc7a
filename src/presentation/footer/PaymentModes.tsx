import { useTranslation } from 'react-i18next';

const MODES = [
  { name: 'VISA', background: '#1a1f71', colour: '#ffffff', width: 52 },
  { name: 'Mastercard', background: '#000000', colour: '#ffffff', width: 84 },
  { name: 'CB', background: '#00589b', colour: '#ffffff', width: 36 },
  { name: 'PayPal', background: '#003087', colour: '#ffffff', width: 60 },
  { name: 'AMEX', background: '#2e77bb', colour: '#ffffff', width: 52 },
  { name: 'Maestro', background: '#ffffff', colour: '#000000', width: 64 },
] as const;

const GAP = 6;
const HEIGHT = 28;
/** The badges side by side: each one's left edge, and the strip's width. */
const BADGES = MODES.map((mode, index) => ({
  mode,
  x: MODES.slice(0, index).reduce((x, before) => x + before.width + GAP, 0),
}));
const WIDTH = MODES.reduce((total, mode) => total + mode.width + GAP, -GAP);

/** The payment-modes image of the full footer: one strip of badges, named as a whole. */
export function PaymentModes() {
  const { t } = useTranslation();
  return (
    <svg
      role="img"
      aria-label={t('footer.paymentModes.alt')}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      {BADGES.map(({ x, mode }) => (
        <g key={mode.name} transform={`translate(${x} 0)`}>
          <rect
            width={mode.width}
            height={HEIGHT}
            rx="4"
            fill={mode.background}
            stroke="#8c8c8c"
            strokeWidth="1"
          />
          <text
            x={mode.width / 2}
            y={HEIGHT / 2 + 4}
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="12"
            fontWeight="700"
            fill={mode.colour}
          >
            {mode.name}
          </text>
        </g>
      ))}
    </svg>
  );
}
