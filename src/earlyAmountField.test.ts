/**
 * @jest-environment jest-fixed-jsdom
 */
import { answerAmountFieldsUntilTakeover } from './earlyAmountField';
import { TAKEOVER_EVENTS } from './presentation/shell/prerendered';

const NBSP = '\u00a0';

/** The landing order box's amount field as the prerender writes it (5 to 150 euros, 20 shown). */
const PRERENDERED_FIELD = `
  <input id="order-amount" data-amount-slider="order-amount-slider" type="text" value="20">
  <div id="order-amount-slider" class="ant-slider ant-slider-horizontal">
    <div class="ant-slider-rail"></div>
    <div class="ant-slider-track" style="left:0%;width:10.344827586206897%"></div>
    <div class="ant-slider-step"></div>
    <div class="ant-slider-handle" style="left:10.344827586206897%;transform:translateX(-50%)" tabindex="0"
      role="slider" aria-valuemin="500" aria-valuemax="15000" aria-valuenow="2000" aria-label="Card value"
      aria-valuetext="€20.00"></div>
  </div>
  <button type="button">Elsewhere</button>`;

/** Where the slider lies on screen: 290 pixels from x = 50, one pixel a step of 0.5 euros. */
const SLIDER_BOX = { left: 50, width: 290 };

function element<T extends Element = HTMLElement>(selector: string): T {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(`nothing on the page is ${selector}`);
  return found;
}

const textBox = () => element<HTMLInputElement>('#order-amount');
const slider = () => element('#order-amount-slider');
const handle = () => element('[role="slider"]');

/** What the field shows: the text box, what the slider says, and where its handle and track end. */
function shown() {
  return {
    text: textBox().value,
    now: handle().getAttribute('aria-valuenow'),
    says: handle().getAttribute('aria-valuetext'),
    handleAt: handle().style.left,
    trackTo: element('.ant-slider-track').style.width,
  };
}

/** The x where the slider means `cents`. */
const xOf = (cents: number) => SLIDER_BOX.left + ((cents - 500) / 14500) * SLIDER_BOX.width;

/** jsdom has no PointerEvent: a mouse event of the pointer's type, with its id. */
function pointer(type: string, target: Element, clientX: number, button = 0) {
  const event = Object.assign(
    new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY: 10, button }),
    { pointerId: 1 },
  );
  target.dispatchEvent(event);
  return event;
}

function press(key: string) {
  handle().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

function type(text: string) {
  textBox().value = text;
  textBox().dispatchEvent(new Event('input', { bubbles: true }));
}

let captured: jest.Mock;

function prerender(language: 'en' | 'fr' = 'en') {
  document.body.innerHTML = PRERENDERED_FIELD;
  jest
    .spyOn(slider(), 'getBoundingClientRect')
    .mockReturnValue(DOMRect.fromRect({ x: SLIDER_BOX.left, y: 0, width: SLIDER_BOX.width, height: 20 }));
  // jsdom does not capture pointers; the browser does, and then tells when it lets go.
  captured = jest.fn();
  slider().setPointerCapture = captured;
  answerAmountFieldsUntilTakeover(language);
}

const appTakesOver = () => document.dispatchEvent(new Event(TAKEOVER_EVENTS.starting));

afterEach(appTakesOver);

describe('the prerendered amount field before the app runs', () => {
  it('shows the amount tapped on the slider at once, in the text box and on the slider', () => {
    prerender();
    const tap = pointer('pointerdown', element('.ant-slider-rail'), xOf(10_000));
    expect(shown()).toEqual({
      text: '100',
      now: '10000',
      says: '€100.00',
      handleAt: `${(9500 / 14500) * 100}%`,
      trackTo: `${(9500 / 14500) * 100}%`,
    });
    // As the app's slider: no text selected by the press, the handle focused for the keys.
    expect(tap.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(handle());
    expect(captured).toHaveBeenCalledWith(1);
  });

  it('says the amount in French on a French page', () => {
    prerender('fr');
    pointer('pointerdown', handle(), xOf(7_500));
    expect(shown()).toMatchObject({ text: '75', now: '7500', says: `75,00${NBSP}€` });
  });

  it.each([
    // One pixel is 50 cents: 45 cents past €100 is nearer €100, 55 cents nearer €101.
    ['just past a whole euro', xOf(10_000) + 0.9, 10_000],
    ['past the middle of two whole euros', xOf(10_000) + 1.1, 10_100],
    ['left of the slider', SLIDER_BOX.left - 30, 500],
    ['right of the slider', SLIDER_BOX.left + SLIDER_BOX.width + 30, 15_000],
  ])('takes a tap %s to the nearest whole euros inside the bounds', (_where, x, cents) => {
    prerender();
    pointer('pointerdown', slider(), x);
    expect(shown().now).toBe(String(cents));
    expect(shown().text).toBe(String(cents / 100));
  });

  it('follows a drag until the pointer lets go', () => {
    prerender();
    pointer('pointerdown', handle(), xOf(2_000));
    pointer('pointermove', slider(), xOf(6_000));
    pointer('pointermove', slider(), xOf(12_000));
    expect(shown()).toMatchObject({ text: '120', says: '€120.00' });
    slider().dispatchEvent(new Event('lostpointercapture'));
    pointer('pointermove', slider(), xOf(3_000));
    expect(shown()).toMatchObject({ text: '120', says: '€120.00' });
  });

  it('moves in whole euros with the keys of a slider, within the bounds', () => {
    prerender();
    const steps: [string, string][] = [
      ['ArrowRight', '21'],
      ['ArrowUp', '22'],
      ['PageUp', '24'],
      ['ArrowLeft', '23'],
      ['PageDown', '21'],
      ['ArrowDown', '20'],
      ['End', '150'],
      ['ArrowRight', '150'],
      ['Home', '5'],
      ['ArrowLeft', '5'],
    ];
    expect(steps.map(([key]) => (press(key), shown().text))).toEqual(steps.map(([, text]) => text));
    expect(shown()).toMatchObject({ now: '500', says: '€5.00', handleAt: '0%' });
  });

  it('leaves other keys and other presses to the page', () => {
    prerender();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    handle().dispatchEvent(tab);
    const elsewhere = pointer('pointerdown', element('button'), xOf(10_000));
    const rightClick = pointer('pointerdown', slider(), xOf(10_000), 2);
    expect([tab.defaultPrevented, elsewhere.defaultPrevented, rightClick.defaultPrevented]).toEqual([
      false,
      false,
      false,
    ]);
    expect(shown()).toMatchObject({ text: '20', now: '2000' });
  });

  it('moves the slider with what is typed, keeping the text as typed', () => {
    prerender();
    type('42');
    expect(shown()).toMatchObject({ text: '42', now: '4200', says: '€42.00' });
    // Out of range: the slider stops at the bound, the text waits for the app to judge it.
    type('900');
    expect(shown()).toMatchObject({ text: '900', now: '15000' });
    // Not whole euros: the slider stays where it was.
    type('12,5');
    expect(shown()).toMatchObject({ text: '12,5', now: '15000' });
  });

  it('leaves the field to the app once it takes the page over, a drag under way included', () => {
    prerender();
    pointer('pointerdown', slider(), xOf(8_000));
    appTakesOver();
    pointer('pointermove', slider(), xOf(12_000));
    pointer('pointerdown', slider(), xOf(3_000));
    press('End');
    type('60');
    expect(shown()).toMatchObject({ text: '60', now: '8000', says: '€80.00' });
  });
});
