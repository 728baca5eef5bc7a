import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Cents } from '../../domain/money/Cents';
import { AmountSlider } from './AmountSlider';

const BOUNDS = { min: 500, max: 15_000 };
/** Where the slider lies on screen: 290 pixels from x = 50, one pixel a step of 0.5 euros. */
const BOX = { left: 50, width: 290 };
const xOf = (cents: Cents) => BOX.left + ((cents - BOUNDS.min) / (BOUNDS.max - BOUNDS.min)) * BOX.width;

function Slider({ start = 2000 }: { start?: Cents }) {
  const [cents, setCents] = useState(start);
  return (
    <AmountSlider
      id="amount-slider"
      value={cents}
      bounds={BOUNDS}
      onSlide={setCents}
      label="Card value"
      say={(amount) => `€${amount / 100}`}
    />
  );
}

function renderSlider(start?: Cents) {
  render(<Slider start={start} />);
  const root = document.getElementById('amount-slider');
  if (!root) throw new Error('no slider drawn');
  jest
    .spyOn(root, 'getBoundingClientRect')
    .mockReturnValue(DOMRect.fromRect({ x: BOX.left, width: BOX.width }));
  // jsdom neither captures pointers nor tells when it lets go: the browser does.
  root.setPointerCapture = jest.fn();
  return { root, handle: screen.getByRole('slider', { name: 'Card value' }) };
}

/** jsdom has no PointerEvent: a mouse event of the pointer's type, with its id. */
function pointer(type: string, target: Element, clientX: number) {
  act(() => {
    target.dispatchEvent(
      Object.assign(new MouseEvent(type, { bubbles: true, cancelable: true, clientX, button: 0 }), {
        pointerId: 1,
      }),
    );
  });
}

describe("an amount's slider drawn as antd's", () => {
  it('says its bounds, its amount and its amount in words', () => {
    const { handle } = renderSlider();
    expect(handle).toHaveAttribute('aria-valuemin', '500');
    expect(handle).toHaveAttribute('aria-valuemax', '15000');
    expect(handle).toHaveAttribute('aria-valuenow', '2000');
    expect(handle).toHaveAttribute('aria-valuetext', '€20');
    expect(handle).toHaveAttribute('aria-orientation', 'horizontal');
  });

  it.each([
    ['ArrowRight', 2100],
    ['ArrowUp', 2100],
    ['ArrowLeft', 1900],
    ['ArrowDown', 1900],
    ['PageUp', 2200],
    ['PageDown', 1800],
    ['Home', 500],
    ['End', 15_000],
  ])('answers %s as rc-slider does', async (key, cents) => {
    const { handle } = renderSlider();
    handle.focus();
    await userEvent.keyboard(`{${key}}`);
    expect(handle).toHaveAttribute('aria-valuenow', String(cents));
  });

  it('stays inside its bounds', async () => {
    const { handle } = renderSlider(600);
    handle.focus();
    await userEvent.keyboard('{PageDown}');
    expect(handle).toHaveAttribute('aria-valuenow', '500');
  });

  it('moves to a press on its rail and follows a drag, in whole euros, its handle focused', () => {
    const { root, handle } = renderSlider();
    pointer('pointerdown', root.querySelector('.ant-slider-rail') as Element, xOf(10_000) + 0.9);
    expect(handle).toHaveAttribute('aria-valuenow', '10000');
    expect(handle).toHaveFocus();
    expect(root.setPointerCapture).toHaveBeenCalledWith(1);
    pointer('pointermove', root, BOX.left + BOX.width + 30);
    expect(handle).toHaveAttribute('aria-valuenow', '15000');
    pointer('lostpointercapture', root, 0);
    pointer('pointermove', root, xOf(5000));
    expect(handle).toHaveAttribute('aria-valuenow', '15000');
  });

  it('shows its amount above the handle while it is focused or dragged, as its description', () => {
    const { root, handle } = renderSlider();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => handle.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('€20');
    expect(handle).toHaveAccessibleDescription('€20');
    pointer('pointerdown', root, xOf(3000));
    expect(screen.getByRole('tooltip')).toHaveTextContent('€30');
    // Let go, as antd's: the amount hides though the handle keeps the focus.
    pointer('lostpointercapture', root, 0);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(handle).toHaveFocus();
    fireEvent.mouseEnter(handle);
    expect(screen.getByRole('tooltip')).toHaveTextContent('€30');
  });
});
