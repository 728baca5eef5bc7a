// A prerendered page's amount field (the landing's order box) answers before the app runs, as the app
// would (widgets/AmountField.tsx): a tap or a drag on its slider, the slider's keys, and what is typed
// in its text box move the slider and the text box together, in whole euros inside the bounds the page
// shows. The text box keeps the amount: the app reads it when it takes the field over
// (presentation/forms/useTextTypedBeforeTakeover.ts), and the order goes on with it.
import type { Language } from './domain/language/Language';
import { formatMoney } from './domain/money/formatMoney';
import { formatWholeEuros, parseEuros } from './domain/money/parseEuros';
import type { Cents } from './domain/money/Cents';
import { nearestOrderAmount, ORDER_AMOUNT_STEP, type AmountBounds } from './domain/orders/orderAmount';
import { afterNextPaint } from './presentation/shell/afterNextPaint';
import { AMOUNT_SLIDER_ATTRIBUTE, TAKEOVER_EVENTS } from './presentation/shell/prerendered';
import { amountAfterKey, amountAtPointer, sliderPercent } from './presentation/widgets/amountSliderMoves';

interface AmountField {
  input: HTMLInputElement;
  slider: HTMLElement;
  handle: HTMLElement;
  bounds: AmountBounds;
}

/** The amount field `target` is part of (its text box or its slider), if any. */
function fieldOf(target: EventTarget | null): AmountField | null {
  if (!(target instanceof Element)) return null;
  for (const input of document.querySelectorAll<HTMLInputElement>(`input[${AMOUNT_SLIDER_ATTRIBUTE}]`)) {
    const slider = document.getElementById(input.getAttribute(AMOUNT_SLIDER_ATTRIBUTE) ?? '');
    const handle = slider?.querySelector<HTMLElement>('[role="slider"]');
    if (slider && handle && (target === input || slider.contains(target))) {
      const bound = (name: string) => Number(handle.getAttribute(name));
      return { input, slider, handle, bounds: { min: bound('aria-valuemin'), max: bound('aria-valuemax') } };
    }
  }
  return null;
}

/** Shows `cents` on the slider, as the app draws it (its handle, its track, what it says), and in the text box unless `typed`. */
function show(
  { input, slider, handle, bounds }: AmountField,
  cents: Cents,
  language: Language,
  typed = false,
) {
  const percent = sliderPercent(cents, bounds);
  handle.style.left = percent;
  const track = slider.querySelector<HTMLElement>('.ant-slider-track');
  if (track) track.style.width = percent;
  handle.setAttribute('aria-valuenow', String(cents));
  handle.setAttribute('aria-valuetext', formatMoney(cents, language));
  if (!typed) input.value = formatWholeEuros(cents);
}

/** The amount at the pointer on the field's slider. */
function amountAt({ slider, bounds }: AmountField, event: PointerEvent): Cents {
  return amountAtPointer(slider.getBoundingClientRect(), event.clientX, bounds);
}

/** The page's amount fields answer on their own until the app starts taking the page over. */
export function answerAmountFieldsUntilTakeover(language: Language): void {
  let endDrag = () => {};
  const onPointerDown = (event: PointerEvent) => {
    const field = fieldOf(event.target);
    if (!field || event.target === field.input || event.button !== 0) return;
    // As rc-slider does: no text selected, the handle focused, the press followed wherever it goes.
    event.preventDefault();
    field.handle.focus({ preventScroll: true });
    show(field, amountAt(field, event), language);
    const { slider } = field;
    const onMove = (move: PointerEvent) => show(field, amountAt(field, move), language);
    endDrag();
    endDrag = () => slider.removeEventListener('pointermove', onMove);
    slider.setPointerCapture(event.pointerId);
    slider.addEventListener('pointermove', onMove);
    slider.addEventListener('lostpointercapture', () => endDrag(), { once: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const field = fieldOf(event.target);
    if (!field || event.target !== field.handle) return;
    const now = Number(field.handle.getAttribute('aria-valuenow'));
    const cents = amountAfterKey(event.key, now, field.bounds);
    if (cents === null) return;
    event.preventDefault();
    show(field, cents, language);
  };
  // The slider follows the text box, and stays put while the text is not whole euros (AmountEntry).
  const onInput = (event: Event) => {
    const field = fieldOf(event.target);
    const typed = field && parseEuros(field.input.value);
    if (field && typed?.ok) show(field, nearestOrderAmount(typed.cents, field.bounds), language, true);
  };
  // The first amount said builds the language's number format, some 80 ms on a slow phone: built once
  // the page has painted, before a tap needs it.
  afterNextPaint(() => formatMoney(ORDER_AMOUNT_STEP, language));
  document.addEventListener('pointerdown', onPointerDown, true);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('input', onInput, true);
  // From then on the app moves the fields: a drag under way stops here, where the app reads it.
  document.addEventListener(
    TAKEOVER_EVENTS.starting,
    () => {
      endDrag();
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('input', onInput, true);
    },
    { once: true },
  );
}
