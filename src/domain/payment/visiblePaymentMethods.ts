/** The payment page lists this many methods before the "more methods" toggle. */
export const INITIAL_PAYMENT_METHODS_SHOWN = 4;

/** The methods on screen: the first four, or all of them once the visitor asked for more. */
export function visiblePaymentMethods<T>(methods: readonly T[], showAll: boolean): T[] {
  return showAll ? [...methods] : methods.slice(0, INITIAL_PAYMENT_METHODS_SHOWN);
}

/** Whether the "more methods" toggle has anything to reveal. */
export function hasMorePaymentMethods(methods: readonly unknown[]): boolean {
  return methods.length > INITIAL_PAYMENT_METHODS_SHOWN;
}
