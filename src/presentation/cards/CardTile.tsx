import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import ExclamationCircleOutlined from '@ant-design/icons/ExclamationCircleOutlined';
import { memo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardChipColour } from '../../domain/cards/cardDisplayState';
import type { InactivityNoticeLevel } from '../../domain/cards/inactivityNotice';
import { VisuallyHidden } from '../shell/VisuallyHidden';
import { Chip } from '../widgets/Chip';
import type { CardTile as CardTileModel } from './CardsPresenter';

/** Chip colours dark enough on their tint for WCAG AA text contrast. */
const CHIP_STYLES: Record<CardChipColour, CSSProperties> = {
  green: { color: '#135200', background: '#f6ffed', borderColor: '#95de64' },
  yellow: { color: '#613400', background: '#fffbe6', borderColor: '#ffd666' },
  red: { color: '#820014', background: '#fff1f0', borderColor: '#ffa39e' },
};

/** Every tile of the carousel, the placeholder included, has the shape of a payment card. */
const TILE_FRAME: CSSProperties = {
  boxSizing: 'border-box',
  width: '100%',
  height: 164,
  borderRadius: 12,
  padding: 16,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  textAlign: 'start',
  font: 'inherit',
  cursor: 'pointer',
};

/** The selected tile's ring: the app's primary blue, clear of the card's own dark face. */
const SELECTED_RING = '0 0 0 3px #fff, 0 0 0 6px #0958d9';

interface Props {
  card: CardTileModel;
  /** The card's inactivity-fee mark, once the fee call has named it. */
  inactivity: InactivityNoticeLevel | null;
  selected: boolean;
  onSelect: (cardId: string) => void;
}

/**
 * A toggle button selecting the card; screen readers hear "Card ending in 1234", not asterisks. The
 * presenter keeps each tile's object while its card reads the same: only the tiles whose card or
 * selection changed are drawn again.
 * Decision (issue 38): the value sorts go by the actual balance, as SPEC section 4 says, so every tile
 * shows it; where pending transactions make the available balance (the heading's) differ, the tile
 * shows that too, labelled. The list then reads as sorted, and the difference explains the holds.
 */
export const CardTile = memo(function CardTile({ card, inactivity, selected, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onSelect(card.id)}
      style={{
        ...TILE_FRAME,
        border: 'none',
        color: '#fff',
        background: 'linear-gradient(135deg, #10239e 0%, #061178 100%)',
        boxShadow: selected ? SELECTED_RING : 'none',
      }}
    >
      <VisuallyHidden>{t('cards.carousel.cardName', { lastFour: card.lastFour })} </VisuallyHidden>
      {/* The number, the balance and the mark, one under the other: each tile's balance at the same height. */}
      <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8 }}>
        <span aria-hidden="true" style={{ fontFamily: 'monospace', fontSize: 18, letterSpacing: 1 }}>
          {card.maskedNumber}
        </span>
        <span>
          {t('cards.carousel.balance', { amount: card.balance })}
          {card.availableBalance !== card.balance && (
            <>
              <span aria-hidden="true"> · </span>{' '}
              {t('cards.carousel.available', { amount: card.availableBalance })}
            </>
          )}{' '}
        </span>
        {inactivity && (
          <span>
            <Chip
              icon={
                inactivity === 'warning' ? (
                  <ExclamationCircleOutlined aria-hidden="true" />
                ) : (
                  <ClockCircleOutlined aria-hidden="true" />
                )
              }
              style={CHIP_STYLES.yellow}
            >
              {t(`cards.carousel.inactivity.${inactivity}`)}
            </Chip>{' '}
          </span>
        )}
      </span>
      <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <span>
          {t('cards.carousel.expiry')} {card.expiry}
        </span>{' '}
        <Chip style={CHIP_STYLES[card.chipColour]}>{t(`cards.carousel.states.${card.displayState}`)}</Chip>
      </span>
    </button>
  );
});

/** The empty card ending the carousel: on to Buy New Card, or, at the card limit, greyed out saying why. */
export function NewCardTile({ onOrder, limitReached }: { onOrder: () => void; limitReached: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled={limitReached}
      onClick={onOrder}
      style={{
        ...TILE_FRAME,
        justifyContent: 'center',
        alignItems: 'center',
        gap: 8,
        border: '2px dashed #8c8c8c',
        background: limitReached ? '#f5f5f5' : '#fff',
        color: limitReached ? 'rgba(0, 0, 0, 0.45)' : '#0958d9',
        cursor: limitReached ? 'not-allowed' : 'pointer',
      }}
    >
      <span aria-hidden="true" style={{ fontSize: 32, lineHeight: 1 }}>
        +
      </span>
      <span style={{ fontWeight: 600 }}>{t('cards.carousel.placeholder')}</span>
      {limitReached && <span>{t('cards.carousel.limitReached')}</span>}
    </button>
  );
}
