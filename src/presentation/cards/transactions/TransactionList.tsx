import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { keepInView } from '../../shell/keepInView';
import type { TransactionsPresenter } from './TransactionsPresenter';
import { TransactionRowItem, useRowTexts } from './TransactionRowItem';

/** Focuses the row's link unless the consumer moved the focus from where the page left it (body, h1). */
function focusUntouched(row: HTMLElement | null): void {
  const focused = document.activeElement;
  const untouched =
    focused === null || focused === document.body || focused === document.querySelector('main h1');
  if (untouched) row?.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
}

/**
 * Rows rendered beyond the visible ones, so a quick scroll or a keyboard step never shows a gap: most of
 * the box's height each way. Each one more is drawn on every filter change (issue 42: under 100 ms).
 */
const OVERSCAN = 4;

/**
 * Renders only the presenter's rows in view (and a few around them): a thousand transactions stay as
 * quick as five. Each row says its place in the whole list, for assistive technology.
 */
export const TransactionList = observer(function TransactionList({
  presenter,
  label,
}: {
  presenter: TransactionsPresenter;
  label: string;
}) {
  const { rows, listSize: size, scrollTo } = presenter;
  const box = useRef<HTMLDivElement>(null);
  const texts = useRowTexts();
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => box.current,
    estimateSize: () => size.itemHeight,
    overscan: OVERSCAN,
    // Rows keep the virtualizer's keys, their places: a filter change draws new words into the rows
    // on screen rather than taking them out of the page and making new ones.
    // A list not laid out yet (or in jsdom, which lays nothing out) is taken as full height.
    initialRect: { width: 0, height: size.maxHeight },
    observeElementRect: (instance, changed) =>
      observeElementRect(instance, (rect) =>
        changed(rect.height > 0 ? rect : { width: rect.width, height: size.maxHeight }),
      ),
  });
  const shown = virtualizer.getVirtualItems();
  const before = shown[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (shown.at(-1)?.end ?? 0);

  // Back from a detail page: the list scrolls to the highlighted row, then the page keeps it in view
  // while it settles (on a full load the router's scroll restoration can move the window after it).
  // The row's link takes the keyboard focus too, unless the consumer has already moved it: the page
  // gave it to its heading at the top, and the first Tab went back there, far from the row in view.
  const stopWatching = useRef<() => void>(() => undefined);
  useEffect(() => () => stopWatching.current(), []);
  useEffect(() => {
    if (scrollTo === null) return;
    const index = rows.findIndex((row) => row.id === scrollTo);
    const rowOf = (id: string) =>
      box.current?.querySelector<HTMLElement>(`[data-transaction-id="${CSS.escape(id)}"]`) ?? null;
    // jsdom lays nothing out and cannot scroll.
    const canScroll = typeof requestAnimationFrame === 'function' && typeof ResizeObserver === 'function';
    if (index < 0 || !canScroll) {
      if (index >= 0) focusUntouched(rowOf(scrollTo));
      presenter.scrolled();
      return;
    }
    virtualizer.scrollToIndex(index, { align: 'center' });
    const frame = requestAnimationFrame(() => {
      const row = rowOf(scrollTo);
      focusUntouched(row);
      if (row && typeof row.scrollIntoView === 'function') stopWatching.current = keepInView(row);
      presenter.scrolled();
    });
    return () => cancelAnimationFrame(frame);
  }, [rows, scrollTo, presenter, virtualizer]);

  return (
    // The box scrolls, not the list: the list's padding stands for the rows not rendered, which a
    // scrolling list's own height would have to hold (the page then grew by the whole list's length).
    <div
      ref={box}
      style={{
        boxSizing: 'border-box',
        maxHeight: size.maxHeight,
        overflowY: 'auto',
        border: '1px solid #f0f0f0',
        borderRadius: 8,
      }}
    >
      <ul
        aria-label={label}
        style={{
          listStyle: 'none',
          margin: 0,
          // What is not rendered above and below the shown rows keeps its height, so the scroll bar is true.
          padding: `${before}px 0 ${after}px`,
        }}
      >
        {shown.map((item) => {
          const row = rows[item.index];
          return (
            row && (
              <TransactionRowItem
                key={item.key}
                row={row}
                height={size.itemHeight}
                position={item.index + 1}
                of={rows.length}
                texts={texts}
              />
            )
          );
        })}
      </ul>
    </div>
  );
});
