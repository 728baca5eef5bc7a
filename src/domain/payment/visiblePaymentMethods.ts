/** The payment page lists this many methods before the "more methods" toggle. */
export const INITIAL_PAYMENT_METHODS_SHOWN = 4;

/**
 * The methods on screen: the first four, or all of them once the visitor asked for more. The chosen
 * method stays shown when they fold again: Pay never pays with a method the visitor cannot see.
 */
export function visiblePaymentMethods<T extends { id: string }>(
  methods: readonly T[],
  showAll: boolean,
  chosenId: string | null = null,
): T[] {
  const shown = showAll ? [...methods] : methods.slice(0, INITIAL_PAYMENT_METHODS_SHOWN);
  const chosen = methods.find((method) => method.id === chosenId);
  return chosen === undefined || shown.includes(chosen) ? shown : [...shown, chosen];
}

/** Whether the "more methods" toggle has anything to reveal. */
export function hasMorePaymentMethods(methods: readonly unknown[]): boolean {
  return methods.length > INITIAL_PAYMENT_METHODS_SHOWN;
}
