/** A transaction's row in the transactions section, as the consumer sees it. */
export interface ShownTransaction {
  /** none, cross, clock or warning. */
  icon: string;
  /** none, red, grey or yellow. */
  colour: string;
  struckThrough: boolean;
}

/** Where going back to the cards leads, in the scenario's names. */
export interface BackToCards {
  card: string;
  transaction: string;
  status: string;
}

/**
 * The transactions section of the cards screen and the transaction detail page, told in what the
 * consumer sees and does, on the transaction the scenario describes.
 */
export interface TransactionsScreens {
  /** The transaction's row, the section loaded on its card. */
  rowOfTheTransaction(): Promise<ShownTransaction>;
  /** The list's size: at most so many rows of so many pixels, each transaction so many pixels high. */
  listSize(): Promise<{ rows: number; rowHeight: number; itemHeight: number }>;
  /** Follows the transaction's row to its detail page. */
  openDetailOfTheTransaction(): Promise<void>;
  /** The button the detail page offers, in the feature's words ("go back to my cards" …). */
  detailButton(): Promise<string>;
  /** Where the detail page's Go back to my cards leads. */
  goBackToCards(): Promise<BackToCards>;
}
