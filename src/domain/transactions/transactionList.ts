/**
 * The transactions list's size. Decision (SPEC section 9: "at most 5 rows high (90 px each; item
 * height 100)"): 100 px items in a 450 px viewport, so from the fifth on the list scrolls, its last
 * row cut to show there is more.
 */
export const TRANSACTIONS_LIST_SIZE = {
  visibleRows: 5,
  /** Pixels per row. */
  rowHeight: 90,
  /** Pixels per list item. */
  itemHeight: 100,
  /** The list's maximum height in pixels. */
  maxHeight: 5 * 90,
} as const;
