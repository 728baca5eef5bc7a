import { Button, Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestCallback } from '../shell/useLatestCallback';
import { VISUALLY_HIDDEN } from '../shell/VisuallyHidden';
import type { InactivityNoticeLevel } from '../../domain/cards/inactivityNotice';
import type { CardTile as CardTileModel } from './CardsPresenter';
import { CardTile, NewCardTile } from './CardTile';
import { Heading } from '../widgets/Text';

/** Room for the selected card's ring, which the scrolling box would otherwise clip. */
const LIST_PADDING = 8;
/** Each item: a payment card's width, or the whole list's on a narrow phone. */
const TILE_ITEM: CSSProperties = { flex: '0 0 min(260px, 100%)', scrollSnapAlign: 'start' };

/**
 * The carousel of cards (SPEC section 2): a list scrolling sideways, rather than antd's Carousel, whose
 * cloned slides repeat every control to assistive technology. An observer: the fee answer, which marks
 * some cards, draws the carousel and those tiles again, not the page.
 */
export const CardCarousel = observer(function CardCarousel({
  cards,
  inactivityOf,
  selectedId,
  onSelect,
  onOrder,
  limitReached,
}: {
  cards: CardTileModel[];
  /** A card's inactivity-fee mark, if any. */
  inactivityOf: (cardId: string) => InactivityNoticeLevel | null;
  selectedId: string | null;
  onSelect: (cardId: string) => void;
  onOrder: () => void;
  limitReached: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const list = useRef<HTMLUListElement>(null);
  // The tiles get one handler for the carousel's life: the page's new one at each render does not draw
  // every tile again.
  const choose = useLatestCallback(onSelect);

  // The chosen card scrolls into the list's view however it was chosen (query, tile, previous, next),
  // and again when a new sort or filter moves it along the list; only the list scrolls, never the page.
  const order = cards.map((card) => card.id).join(' ');
  const drawn = useRef(false);
  useEffect(() => {
    const justDrawn = !drawn.current;
    drawn.current = true;
    const box = list.current;
    const item = Array.from(box?.children ?? []).find(
      (child): child is HTMLElement => child instanceof HTMLElement && child.dataset.cardId === selectedId,
    );
    // jsdom lays nothing out and cannot scroll.
    if (!box || !item || typeof box.scrollTo !== 'function') return;
    // A list just drawn is at its start, its first card in view: measuring it would lay the whole page out
    // within this task, before the page's first paint (a long task on a phone, issue 42).
    if (justDrawn && item === box.firstElementChild) return;
    const hidden =
      item.offsetLeft < box.scrollLeft ||
      item.offsetLeft + item.offsetWidth > box.scrollLeft + box.clientWidth;
    if (hidden) box.scrollTo({ left: item.offsetLeft - LIST_PADDING, behavior: 'smooth' });
  }, [selectedId, order]);

  const stepButton = (direction: 'previous' | 'next', glyph: string) => {
    const index = cards.findIndex((card) => card.id === selectedId);
    const to = index < 0 ? null : (cards[direction === 'previous' ? index - 1 : index + 1]?.id ?? null);
    return (
      cards.length > 1 && (
        <Button
          shape="circle"
          aria-label={t(`cards.carousel.${direction}`)}
          disabled={to === null}
          onClick={() => to !== null && onSelect(to)}
        >
          <span aria-hidden="true">{glyph}</span>
        </Button>
      )
    );
  };

  return (
    <section aria-labelledby={titleId} style={{ marginBottom: 16 }}>
      <Heading level={2} id={titleId} style={VISUALLY_HIDDEN}>
        {t('cards.carousel.title')}
      </Heading>
      <Flex align="center" gap={8}>
        {stepButton('previous', '‹')}
        <ul
          ref={list}
          aria-labelledby={titleId}
          style={{
            listStyle: 'none',
            margin: 0,
            padding: LIST_PADDING,
            // The cards' offsets are measured from the list.
            position: 'relative',
            display: 'flex',
            gap: 16,
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            // Cards snap inside the padding, their ring in view.
            scrollPaddingInline: LIST_PADDING,
            flex: 1,
            minWidth: 0,
          }}
        >
          {cards.map((card) => (
            <li key={card.id} data-card-id={card.id} style={TILE_ITEM}>
              <CardTile
                card={card}
                inactivity={inactivityOf(card.id)}
                selected={card.id === selectedId}
                onSelect={choose}
              />
            </li>
          ))}
          <li style={TILE_ITEM}>
            <NewCardTile onOrder={onOrder} limitReached={limitReached} />
          </li>
        </ul>
        {stepButton('next', '›')}
      </Flex>
    </section>
  );
});
