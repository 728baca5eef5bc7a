import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CardTile } from './CardsPresenter';

/**
 * The selected card's available balance under its label: one heading, so a screen reader hears "Available
 * balance €50.00" together, again when another card is chosen; then the actual balance where it differs.
 */
export function BalanceHeading({ card }: { card: CardTile }) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite" style={{ marginBottom: 16 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        <span style={{ display: 'block', fontSize: 16, fontWeight: 400, color: 'rgba(0, 0, 0, 0.65)' }}>
          {t('cards.balance.label')}
        </span>
        <span style={{ display: 'block', fontSize: 36, lineHeight: 1.2 }}>{card.availableBalance}</span>
      </Typography.Title>
      <Typography.Text style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
        {t('cards.carousel.cardName', { lastFour: card.lastFour })}
      </Typography.Text>
      {card.balance !== card.availableBalance && (
        <Typography.Text style={{ display: 'block', color: 'rgba(0, 0, 0, 0.65)' }}>
          {t('cards.balance.actual', { amount: card.balance })}
        </Typography.Text>
      )}
    </div>
  );
}
