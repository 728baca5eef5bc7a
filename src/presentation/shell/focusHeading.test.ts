/** @jest-environment jest-fixed-jsdom */
import { focusHeading, followInputModality } from './focusHeading';

/** A page's heading, with the options its last focus was given. */
function heading() {
  const element = document.createElement('h1');
  document.body.append(element);
  const focus = jest.spyOn(element, 'focus');
  return { element, lastFocus: () => focus.mock.calls.at(-1)?.[0] };
}

describe('the focus moved to a page heading (a new page, a closed dialog)', () => {
  let stopFollowing: () => void;
  beforeEach(() => {
    stopFollowing = followInputModality(document);
  });
  afterEach(() => {
    stopFollowing();
    document.body.replaceChildren();
  });

  it('is drawn for a keyboard user', () => {
    const { element, lastFocus } = heading();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    focusHeading(element);
    expect(lastFocus()).toEqual({ preventScroll: true, focusVisible: true });
    expect(document.activeElement).toBe(element);
  });

  it('is not drawn after a mouse or touch press, nor when the page opens with no press yet', () => {
    const { element, lastFocus } = heading();
    focusHeading(element);
    expect(lastFocus()).toEqual({ preventScroll: true, focusVisible: false });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    document.dispatchEvent(new MouseEvent('pointerdown'));
    focusHeading(element);
    expect(lastFocus()).toEqual({ preventScroll: true, focusVisible: false });
    // The focus still moves: a screen reader reads the new page's title.
    expect(document.activeElement).toBe(element);
  });

  it('a shortcut (Ctrl, Alt or Meta held) does not make a mouse user a keyboard user', () => {
    const { element, lastFocus } = heading();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', ctrlKey: true }));
    focusHeading(element);
    expect(lastFocus()).toEqual({ preventScroll: true, focusVisible: false });
  });
});
