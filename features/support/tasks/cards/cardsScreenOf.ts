import { pageOf } from '../../browserHooks';
import { tasksByProfile } from '../taskPickers';
import { ApplicationCardsScreen } from './ApplicationCardsScreen';
import { BrowserCardsScreen } from './BrowserCardsScreen';
import type { CardsScreen } from './CardsScreen';

/** The scenario's cards screen: through the browser on the ui profile, in-process otherwise. */
export const cardsScreenOf = tasksByProfile<CardsScreen>(
  'the cards screen',
  (world) => new ApplicationCardsScreen(world),
  (world) => new BrowserCardsScreen(pageOf(world)),
);
