import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import ExclamationCircleOutlined from '@ant-design/icons/ExclamationCircleOutlined';
import { Tag } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../shell/VisuallyHidden';
import { CHIP_STYLES } from './chipStyles';
import type { CardTile as CardTileModel } from './CardsPresenter';
import { TILE_FRAME } from './cardTileStyle';

/** The selected tile's ring: the app's primary blue, clear of the card's own dark face. */
const SELECTED_RING = '0 0 0 3px #fff, 0 0 0 6px #0958d9';

interface Props {
  card: CardTileModel;
  selected: boolean;
  onSelect: (cardId: string) => void;
}

/** What a tile shows of its card: a tile whose card changed none of these is not drawn again. */
const SHOWN: readonly (keyof CardTileModel)[] = [
  'id',
  'lastFour',
  'maskedNumber',
  'expiry',
  'balance',
  'availableBalance',
  'displayState',
  'chipColour',
];

function unchanged(before: Props, after: Props): boolean {
  return (
    before.selected === after.selected &&
    before.onSelect === after.onSelect &&
    SHOWN.every((field) => before.card[field] === after.card[field]) &&
    before.card.inactivityNotice?.level === after.card.inactivityNotice?.level
  );
}

/**
 * One card of the carousel, a toggle button that selects it. Screen readers hear "Card ending in
 * 1234" rather than a row of asterisks.
 *
 * Decision (issue 38): the value sorts go by the actual balance, as SPEC section 4 says, so every tile
 * shows it; where pending transactions make the available balance (the heading's) differ, the tile
 * shows that too, labelled. The list then reads as sorted, and the difference explains the holds.
 */
export const CardTile = memo(function CardTile({ card, selected, onSelect }: Props) {
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
        {card.inactivityNotice && (
          <span>
            <Tag
              icon={
                card.inactivityNotice.level === 'warning' ? (
                  <ExclamationCircleOutlined aria-hidden="true" />
                ) : (
                  <ClockCircleOutlined aria-hidden="true" />
                )
              }
              style={{ ...CHIP_STYLES.yellow, marginInlineEnd: 0 }}
            >
              {t(`cards.carousel.inactivity.${card.inactivityNotice.level}`)}
            </Tag>{' '}
          </span>
        )}
      </span>
      <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <span>
          {t('cards.carousel.expiry')} {card.expiry}
        </span>{' '}
        <Tag style={{ ...CHIP_STYLES[card.chipColour], marginInlineEnd: 0 }}>
          {t(`cards.carousel.states.${card.displayState}`)}
        </Tag>
      </span>
    </button>
  );
}, unchanged);
