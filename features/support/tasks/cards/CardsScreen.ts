/** One card as the cards screen shows it on its tile. */
export interface ShownCard {
  /** The status chip's word, e.g. ACTIVE. */
  status: string;
  /** The chip's colour, e.g. green. */
  chipColour: string;
  number: string;
  expiry: string;
}

/** The inactivity-fee notice shown under the selected card: its kind, and the card it names. */
export interface ShownInactivityNotice {
  /** notification (a fee to come) or warning (a fee being charged). */
  level: string;
  /** The card the notice names, by the scenario's name. */
  card: string;
}

/** The consumer's cards screen (Consumer Cards), told in what the consumer sees and does. */
export interface CardsScreen {
  /** The person signs in and opens her own cards screen; her cards are then named as she calls them ("active"). */
  openAs(person: string): Promise<void>;
  /** The status chip's word (e.g. ACTIVE) on the tile of the named card. */
  statusOf(card: string): Promise<string>;

  /** The tile of the card the scenario is about, the cards screen opened (once) on the scenario's cards. */
  tileOfSubject(): Promise<ShownCard>;

  /** The filter bar's choice: all, active, deactivated or blocked; the screen opened on the scenario's cards. */
  filterOn(filter: string): Promise<void>;
  /** The named card's Unblock button (the card chosen in the carousel first); whether the screen said it was done. */
  unblock(card: string): Promise<boolean>;
  /** The named card's Activate button (the card chosen in the carousel first); whether the screen said it was done. */
  activate(card: string): Promise<boolean>;
  /** The cards the carousel lists, by the scenario's names, in order. */
  listed(): Promise<string[]>;
  /** The card shown selected, by the scenario's name (null: none). */
  selected(): Promise<string | null>;

  /** Chooses the named card in the carousel (on the screen opened with `openAs`). */
  select(card: string): Promise<void>;
  /** The inactivity-fee mark of each listed card that has one, by name, in the words its tile shows. */
  inactivityFeeMarks(): Promise<Record<string, string>>;
  /** The inactivity-fee notice shown for the selected card (null: none). */
  inactivityNotice(): Promise<ShownInactivityNotice | null>;
}
