import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

const SELECTED = 'selected';

/**
 * The `selected` query of /consumer/cards (SPEC section 2), the one source of truth for the chosen
 * card, resolved to the card shown (`resolve`: the requested card, else the first). When it is missing or names no card, the card shown instead is written back into the URL,
 * replacing the entry so Back does not return to the bare address. Choosing a card replaces it too:
 * Back leaves the cards screen rather than stepping through every card looked at. Other query
 * values (transactionId, status) are kept.
 */
export function useSelectedCardQuery<T extends { id: string }>(
  resolve: (requestedId: string | null) => T | null,
): { selected: T | null; select: (cardId: string) => void } {
  const [query, setQuery] = useSearchParams();
  const requestedId = query.get(SELECTED);
  const selected = resolve(requestedId);
  const shownId = selected?.id ?? null;

  const select = useCallback(
    (cardId: string) =>
      setQuery(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(SELECTED, cardId);
          return next;
        },
        // Same screen: the page stays where the consumer is.
        { replace: true, preventScrollReset: true },
      ),
    [setQuery],
  );

  useEffect(() => {
    if (shownId !== null && shownId !== requestedId) select(shownId);
  }, [shownId, requestedId, select]);

  return { selected, select };
}
