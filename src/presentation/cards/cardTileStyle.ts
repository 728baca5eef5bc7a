import type { CSSProperties } from 'react';

/** Every tile of the carousel, the placeholder included, has the shape of a payment card. */
export const TILE_WIDTH = 260;

/** Each carousel item: a card's width, or the whole list's on a narrow phone. */
export const TILE_ITEM: CSSProperties = {
  flex: `0 0 min(${TILE_WIDTH}px, 100%)`,
  scrollSnapAlign: 'start',
};

export const TILE_FRAME: CSSProperties = {
  boxSizing: 'border-box',
  width: '100%',
  height: 164,
  borderRadius: 12,
  padding: 16,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  textAlign: 'start',
  font: 'inherit',
  cursor: 'pointer',
};
