const STAR_COUNT = 5;
const STARS = '★'.repeat(STAR_COUNT);
/**
 * The stars are a graphic whose text alternative is the score written beside them, so they are
 * hidden from screen readers and WCAG 1.4.11 asks 3:1 of each part against the page. Drawn with text
 * glyphs, checkers measure them as text: the filled stars reach 4.5:1 as well (5.2:1 on the footer's
 * #fafafa); the empty ones 3.2:1.
 */
const FILLED = '#9a5c00';
const EMPTY = '#8c8c8c';

/** Five stars filled to the rating (4.7 fills four and most of the fifth); decorative beside the written score. */
export function RatingStars({ rating, size }: { rating: number; size: number }) {
  const filled = `${(rating / STAR_COUNT) * 100}%`;
  return (
    <span
      aria-hidden="true"
      // As wide as the five stars, also in a column that stretches its items: the fill is a share of it.
      style={{
        position: 'relative',
        display: 'inline-block',
        width: 'fit-content',
        fontSize: size,
        lineHeight: 1,
      }}
    >
      <span style={{ color: EMPTY }}>{STARS}</span>
      <span
        style={{
          position: 'absolute',
          insetInlineStart: 0,
          top: 0,
          width: filled,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          color: FILLED,
        }}
      >
        {STARS}
      </span>
    </span>
  );
}
