import { useTranslation } from 'react-i18next';
import type { CardTile } from './CardsPresenter';
import { Heading, InlineText } from '../widgets/Text';

/**
 * The selected card's available balance under its label: one heading, so a screen reader hears "Available
 * balance €50.00" together, again when another card is chosen; then the actual balance where it differs.
 */
export function BalanceHeading({ card }: { card: CardTile }) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite" style={{ marginBottom: 16 }}>
      <Heading level={2} style={{ margin: 0 }}>
        <span style={{ display: 'block', fontSize: 16, fontWeight: 400, color: 'rgba(0, 0, 0, 0.65)' }}>
          {t('cards.balance.label')}
        </span>
        <span style={{ display: 'block', fontSize: 36, lineHeight: 1.2 }}>{card.availableBalance}</span>
      </Heading>
      <InlineText style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
        {t('cards.carousel.cardName', { lastFour: card.lastFour })}
      </InlineText>
      {card.balance !== card.availableBalance && (
        <InlineText style={{ display: 'block', color: 'rgba(0, 0, 0, 0.65)' }}>
          {t('cards.balance.actual', { amount: card.balance })}
        </InlineText>
      )}
    </div>
  );
}
