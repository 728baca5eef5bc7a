import { inProcessTasks } from '../taskPickers';
import { ApplicationCardsScreen } from './ApplicationCardsScreen';
import type { CardsScreen } from './CardsScreen';

/** The scenario's cards screen, in-process. */
export const cardsScreenOf = inProcessTasks<CardsScreen>(
  'the cards screen',
  (world) => new ApplicationCardsScreen(world),
);
