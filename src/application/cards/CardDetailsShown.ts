/** Card details on show in the secure widget (ShowCardDetails). */
export interface CardDetailsShown {
  /** Empties the widget; safe to call more than once. */
  hide(): void;
}
