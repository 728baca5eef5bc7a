import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { afterNextPaint } from '../shell/afterNextPaint';
import { useLatestCallback } from '../shell/useLatestCallback';
import type { CardsPresenter, CardTile } from './CardsPresenter';
import { cardsViewOf, DEFAULT_CARDS_VIEW, type CardsQuery, type CardsView } from './cardsView';

const DEFAULTS: Partial<CardsQuery> = DEFAULT_CARDS_VIEW;

/**
 * The query of /consumer/cards is the one source of truth for the `filter`, the `sort` and the `selected`
 * card, so a reload or a shared link shows the same: a default is left out, an unknown value read as the
 * default, an unknown card replaced by the one shown. Each change replaces the entry (Back leaves the
 * screen rather than stepping through every card looked at) and keeps the rest of the query.
 */
export function useCardsQuery(presenter: CardsPresenter): {
  view: CardsView;
  selected: CardTile | null;
  choose: <N extends keyof CardsQuery>(name: N, value: CardsQuery[N]) => void;
} {
  const [query, setQuery] = useSearchParams();
  const filter = query.get('filter');
  const sort = query.get('sort');
  // The same object while the query names the same view: what is drawn from it is not drawn again.
  const view = useMemo(() => cardsViewOf(filter, sort), [filter, sort]);
  const requestedId = query.get('selected');
  const selected = presenter.selectedFor(requestedId, view);
  const shownId = selected?.id ?? null;

  const update = useCallback(
    <N extends keyof CardsQuery>(name: N, value: CardsQuery[N], flushSync: boolean) =>
      setQuery(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === DEFAULTS[name]) next.delete(name);
          else next.set(name, value);
          return next;
        },
        // Same screen: the page stays where the consumer is.
        { replace: true, preventScrollReset: true, flushSync },
      ),
    [setQuery],
  );
  // One function for the screen's life: the router's setter, and so `update`, changes with every query,
  // the selected card written after the first paint included, and the screen takes `choose`.
  const choose = useLatestCallback(<N extends keyof CardsQuery>(name: N, value: CardsQuery[N]) =>
    update(name, value, false),
  );

  // Written once the screen has painted: a navigation reads the scroll position, which laid the
  // unpainted page out inside the render that brings the consumer's cards (issue 42's trace). Drawn at
  // once (flushSync): the query this render read must not outlive the address it came from, or a choice
  // made meanwhile would start from it.
  useEffect(() => {
    if (shownId === null || shownId === requestedId) return undefined;
    return afterNextPaint(() => update('selected', shownId, true));
  }, [shownId, requestedId, update]);

  return { view, selected, choose };
}
