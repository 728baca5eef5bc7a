import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

const SELECTED = 'selected';

/**
 * The `selected` query of /consumer/cards, the one source of truth for the chosen card. A missing or
 * unknown one is replaced by the card shown; choosing a card replaces the entry too, so Back leaves
 * the cards screen rather than stepping through every card looked at.
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
