import type { DeactivationSuccessCase } from '../../domain/cards/deactivationOutcome';
import type { Consumer } from '../../domain/consumer/Consumer';

/** A card deactivated for good (DeactivateCard). */
export interface Deactivated {
  consumer: Consumer;
  /** The {case} of the success route. */
  successCase: DeactivationSuccessCase;
}
