import type { CardPictureVariant } from '../../../domain/orders/cardPictureVariant';
import upTo150 from './assets/card-150.svg';
import upTo200 from './assets/card-200.svg';

/** The card pictures of the order box, by variant: a blue card up to 150 EUR, a gold-trimmed one up to 200. */
export const CARD_PICTURES: Record<CardPictureVariant, string> = { upTo150, upTo200 };
