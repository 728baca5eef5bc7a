import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBundledI18n } from '../i18n/testing/createBundledI18n';
import type { CardTile } from './CardsPresenter';
import { CardCarousel } from './CardCarousel';

const TILE_WIDTH = 276;
const LIST_PADDING = 8;

function tile(id: string): CardTile {
  return {
    id,
    maskedNumber: `**** **** **** ${id}`,
    lastFour: id,
    expiry: '11/27',
    availableBalance: '€20.00',
    balance: '€20.00',
    displayState: 'ACTIVE',
    chipColour: 'green',
    actions: { activate: false, details: true, block: true, unblock: false, deactivate: true },
    expiryNotice: null,
  };
}

/**
 * jsdom lays nothing out: each list item sits at its index times a tile's width past the list's
 * padding, the list shows one tile and records where it is asked to scroll.
 */
function layOut() {
  const scrolls: number[] = [];
  jest.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    const parent = this.parentElement;
    return parent === null ? 0 : LIST_PADDING + Array.from(parent.children).indexOf(this) * TILE_WIDTH;
  });
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(TILE_WIDTH);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(TILE_WIDTH);
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
    configurable: true,
    value: function (this: HTMLElement, options: ScrollToOptions) {
      scrolls.push(options.left ?? 0);
      this.scrollLeft = options.left ?? 0;
    },
  });
  return scrolls;
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
});

const i18n = createBundledI18n('en');
const inApp = (carousel: ReactElement) => <I18nextProvider i18n={i18n}>{carousel}</I18nextProvider>;

describe('the card carousel', () => {
  it('brings the selected card back into view when a new sort or filter moves it', () => {
    const scrolls = layOut();
    const oldestFirst = ['1111', '2222', '3333', '4444'].map(tile);
    const props = {
      inactivityOf: () => null,
      selectedId: '4444',
      onSelect: () => undefined,
      onOrder: () => undefined,
      limitReached: false,
    };
    const { rerender } = render(inApp(<CardCarousel cards={oldestFirst} {...props} />));
    expect(scrolls.at(-1)).toBe(3 * TILE_WIDTH);

    // Newest first: the same card, selected still, is now the first of the list.
    rerender(inApp(<CardCarousel cards={[...oldestFirst].reverse()} {...props} />));

    expect(scrolls.at(-1)).toBe(0);
  });

  it('lays nothing out when first drawn with its first card selected, already in view', () => {
    const scrolls = layOut();
    const offsets = jest.spyOn(HTMLElement.prototype, 'offsetLeft', 'get');
    const cards = ['1111', '2222'].map(tile);
    const carousel = (selectedId: string) => (
      <CardCarousel
        cards={cards}
        inactivityOf={() => null}
        selectedId={selectedId}
        onSelect={() => undefined}
        onOrder={() => undefined}
        limitReached={false}
      />
    );
    const { rerender } = render(inApp(carousel('1111')));
    expect(offsets).not.toHaveBeenCalled();

    rerender(inApp(carousel('2222')));
    expect(offsets).toHaveBeenCalled();
    expect(scrolls).toEqual([TILE_WIDTH]);
  });

  it('steps to the card before or after the selected one among those listed, and not past either end', () => {
    const cards = ['1111', '2222', '3333'].map(tile);
    const chosen: string[] = [];
    const carousel = (selectedId: string) => (
      <CardCarousel
        cards={cards}
        inactivityOf={() => null}
        selectedId={selectedId}
        onSelect={(cardId) => chosen.push(cardId)}
        onOrder={() => undefined}
        limitReached={false}
      />
    );
    const step = (name: string) => screen.getByRole('button', { name });
    const { rerender } = render(inApp(carousel('1111')));
    expect(step('Previous card')).toBeDisabled();
    fireEvent.click(step('Next card'));

    rerender(inApp(carousel('2222')));
    fireEvent.click(step('Previous card'));
    fireEvent.click(step('Next card'));

    rerender(inApp(carousel('3333')));
    expect(step('Next card')).toBeDisabled();
    expect(chosen).toEqual(['2222', '1111', '3333']);
  });

  it('offers no stepping with a single card listed', () => {
    render(
      inApp(
        <CardCarousel
          cards={[tile('1111')]}
          inactivityOf={() => null}
          selectedId="1111"
          onSelect={() => undefined}
          onOrder={() => undefined}
          limitReached={false}
        />,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Previous card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next card' })).not.toBeInTheDocument();
  });
});
