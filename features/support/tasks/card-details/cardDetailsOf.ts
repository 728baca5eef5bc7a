import { inProcessTasks } from '../taskPickers';
import { ApplicationCardDetails } from './ApplicationCardDetails';
import type { CardDetailsTasks } from './CardDetailsTasks';

/** The scenario's card-details window, in-process. */
export const cardDetailsOf = inProcessTasks<CardDetailsTasks>(
  'the card details',
  (world) => new ApplicationCardDetails(world),
);
