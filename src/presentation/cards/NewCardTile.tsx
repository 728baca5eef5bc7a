import { useTranslation } from 'react-i18next';
import { TILE_FRAME } from './cardTileStyle';

/**
 * The empty card that ends the carousel: it leads to Buy New Card, or, at the card limit, stays
 * greyed out and says why (the prompt under the carousel explains what to do).
 */
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
