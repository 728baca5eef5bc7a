/** Where starting an order leads (CreateOrder, SPEC section 4). */
export type CreateOrderOutcome =
  /** Go to Payment for this order. */
  | { kind: 'created'; orderId: string }
  /**
   * The amount waits in newOrder until sign-in: signed out, go to Authorization on the register tab
   * (reg=true); with a token and an amount already waiting, go to Authorization as it is.
   */
  | { kind: 'signInFirst'; tab: 'register' | 'signin' };
