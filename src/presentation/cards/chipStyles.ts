import type { CSSProperties } from 'react';
import type { CardChipColour } from '../../domain/cards/cardDisplayState';

/** Chip colours dark enough on their tint for WCAG AA text contrast. */
export const CHIP_STYLES: Record<CardChipColour, CSSProperties> = {
  green: { color: '#135200', background: '#f6ffed', borderColor: '#95de64' },
  yellow: { color: '#613400', background: '#fffbe6', borderColor: '#ffd666' },
  red: { color: '#820014', background: '#fff1f0', borderColor: '#ffa39e' },
};
