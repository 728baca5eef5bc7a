import type { Cents } from '../../../../src/domain/money/Cents';

/** A card as the cards screen shows it after a deactivation. */
export interface CardShown {
  /** The status chip's word, e.g. CANCELLED. */
  status: string;
  /** The balance it shows, in cents. */
  balance: Cents;
}

/**
 * The deactivation pages (/cards/{cardId}/deactivate/…): the choice, Cancel, Transfer, the Transfer
 * Confirmation and the Success page, in the consumer's words, and the cards screen she returns to.
 */
export interface DeactivationPages {
  /**
   * The signed-in person deactivates one of her own cards ("inactive", "blocked") by a way: "just
   * cancelling", "transferring to her active card" (or another of hers), "moving to a new card". She
   * goes as far as the pages let her: a page that refuses is where she stops.
   */
  deactivateOwn(person: string, card: string, way: string): Promise<void>;
  /**
   * The consumer holding the scenario's cards deactivates the card to deactivate by a way: "just
   * cancel", "transfer to another card" (the first card the Transfer page lets her pick), "move to a
   * new card".
   */
  deactivateCardOnHand(way: string): Promise<void>;
  /** The case of the success page the deactivation ended on (cancel, old_card, new_card); null: none. */
  successPage(): Promise<string | null>;
  /** One of the person's cards ("inactive", "active") as the cards screen shows it now. */
  cardNow(card: string): Promise<CardShown>;
  /** How much more one of the person's cards shows now than before the deactivation, in cents. */
  gainOf(card: string): Promise<Cents>;
  /** The balance the cards screen shows on the card she did not hold before, in cents; null: none. */
  newCardBalance(): Promise<Cents | null>;
  /** Whether the page said the card cannot be deactivated. */
  saidCannotDeactivate(): Promise<boolean>;
  /** The reason the Transfer page gave for not letting her pick the receiving card; null: none given. */
  refusedReceiver(): Promise<string | null>;
  /**
   * The consumer holding the scenario's cards opens the Transfer Confirmation of the card to deactivate
   * for a receiver: "a new card", or a card on hand ("card B").
   */
  openConfirmationFor(receiver: string): Promise<void>;
  /** The way the opened confirmation confirms, in the features' words ("transfer to another card", "move to a new card"). */
  confirmedWay(): Promise<string>;
}
