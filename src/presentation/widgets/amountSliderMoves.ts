// How an amount's slider answers a press and its keys, as antd's Slider (rc-slider) does: shared by the
// app's slider (widgets/AmountSlider.tsx) and a prerendered page's first script (src/earlyAmountField.ts),
// which answers the same slider before the app runs. No React here: the first script stays tiny.
import type { Cents } from '../../domain/money/Cents';
import { nearestOrderAmount, ORDER_AMOUNT_STEP, type AmountBounds } from '../../domain/orders/orderAmount';

/** The slider's keys, as rc-slider reads them: whole steps, or a bound. */
const KEY_STEPS: Record<string, number | keyof AmountBounds> = {
  ArrowLeft: -1,
  ArrowDown: -1,
  ArrowRight: 1,
  ArrowUp: 1,
  PageDown: -2,
  PageUp: 2,
  Home: 'min',
  End: 'max',
};

/** The amount a key moves the slider to from `now`, or null for a key the slider does not answer. */
export function amountAfterKey(key: string, now: Cents, bounds: AmountBounds): Cents | null {
  const steps = KEY_STEPS[key];
  if (steps === undefined) return null;
  const cents = typeof steps === 'number' ? now + steps * ORDER_AMOUNT_STEP : bounds[steps];
  return nearestOrderAmount(cents, bounds);
}

/** The amount at `clientX`: its distance from the slider's left edge (`box`), as rc-slider reads a press. */
export function amountAtPointer(
  box: { left: number; width: number },
  clientX: number,
  bounds: AmountBounds,
): Cents {
  const fraction = box.width > 0 ? (clientX - box.left) / box.width : 0;
  return nearestOrderAmount(bounds.min + fraction * (bounds.max - bounds.min), bounds);
}

/** Where `cents` lies along the slider, as a CSS length (its handle's left, its track's width). */
export function sliderPercent(cents: Cents, bounds: AmountBounds): string {
  const range = bounds.max - bounds.min;
  return `${range > 0 ? ((cents - bounds.min) / range) * 100 : 0}%`;
}
