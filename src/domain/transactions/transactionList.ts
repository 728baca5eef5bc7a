/** The transactions list is at most this many rows high before it scrolls. */
export const TRANSACTIONS_VISIBLE_ROWS = 5;
/** Pixels per row. */
export const TRANSACTION_ROW_HEIGHT = 90;
/** Pixels per list item. */
export const TRANSACTION_ITEM_HEIGHT = 100;
/** The list's maximum height in pixels. */
export const TRANSACTIONS_LIST_MAX_HEIGHT = TRANSACTIONS_VISIBLE_ROWS * TRANSACTION_ROW_HEIGHT;
