/** One card as the cards screen shows it on its tile. */
export interface ShownCard {
  /** The status chip's word, e.g. ACTIVE. */
  status: string;
  /** The chip's colour, e.g. green. */
  chipColour: string;
  number: string;
  expiry: string;
}

/** The consumer's cards screen (Consumer Cards, first version), told in what the consumer sees. */
export interface CardsScreen {
  /** The tile of the card the scenario is about, the cards screen opened (once) on the scenario's cards. */
  tileOfSubject(): Promise<ShownCard>;
}
