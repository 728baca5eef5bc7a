/** Money below the view is always an integer number of euro cents. */
export type Cents = number;

/** The wire shape the spec uses for every amount: `{ amount }` in cents. */
export interface Amount {
  amount: Cents;
}
