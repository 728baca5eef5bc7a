import { pageOf } from '../../browserHooks';
import { tasksByProfile } from '../taskPickers';
import { ApplicationCardDetails } from './ApplicationCardDetails';
import { BrowserCardDetails } from './BrowserCardDetails';
import type { CardDetailsTasks } from './CardDetailsTasks';

/** The scenario's card-details window: through the browser on the ui profile, in-process otherwise. */
export const cardDetailsOf = tasksByProfile<CardDetailsTasks>(
  'the card details',
  (world) => new ApplicationCardDetails(world),
  (world) => new BrowserCardDetails(pageOf(world)),
);
