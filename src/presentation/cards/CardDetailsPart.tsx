import { useEffect } from 'react';
import { usePresenter } from '../shell/ContainerContext';
import { CardDetailsModal } from './CardDetailsModal';
import { CardDetailsPresenter } from './CardDetailsPresenter';
import type { CardsPresenter } from './CardsPresenter';

/**
 * The card-details modal and its presenter, which the Cards screen downloads apart from the cards (the
 * code form, its validation, antd's Modal): the screen's presenter gets it to open, once it is made.
 */
export default function CardDetailsPart({ cards }: { cards: CardsPresenter }) {
  const details = usePresenter(CardDetailsPresenter);
  useEffect(() => cards.detailsReady(details), [cards, details]);
  return <CardDetailsModal presenter={details} />;
}
