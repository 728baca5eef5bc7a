import type { DeactivationSuccessCase } from '../../domain/cards/deactivationOutcome';
import type { Consumer } from '../../domain/consumer/Consumer';

/** A card deactivated for good (DeactivateCard). */
export interface Deactivated {
  consumer: Consumer;
  /** The {case} of the success route. */
  successCase: DeactivationSuccessCase;
  /**
   * The success route's {targetCardId}. Decision: the card that received the balance (the new card's
   * id once issued) and, when the card was just cancelled, the card itself.
   */
  targetCardId: string;
}
