/**
 * @jest-environment jest-fixed-jsdom
 */
import { LANGUAGE_KEY, TOKEN_KEY } from './adapters/browser/storageKeys';
import { PRERENDERED_LANGUAGE_ATTRIBUTE, TAKEOVER_EVENTS } from './presentation/shell/prerendered';

/** The landing page as prerendered in English, reduced to its order box's amount field (5 to 150 euros). */
const PRERENDERED_LANDING = `
  <div id="root" ${PRERENDERED_LANGUAGE_ATTRIBUTE}="en">
    <input id="order-amount" data-amount-slider="order-amount-slider" type="text" value="20">
    <div id="order-amount-slider" class="ant-slider">
      <div class="ant-slider-track"></div>
      <div role="slider" tabindex="0" aria-valuemin="500" aria-valuemax="15000" aria-valuenow="2000"
        aria-valuetext="€20.00"></div>
    </div>
  </div>`;

/** The page's first script runs as it arrives: once per test, on the page as it is then. */
async function runFirstScript() {
  document.body.innerHTML = PRERENDERED_LANDING;
  const slider = document.getElementById('order-amount-slider');
  if (!slider) throw new Error('no slider');
  jest.spyOn(slider, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, width: 145 }));
  slider.setPointerCapture = jest.fn();
  jest.resetModules();
  await import('./earlyInput');
  return slider;
}

/** A tap where the slider means `euros` (one pixel a euro, from 5 euros at x = 0). */
function tap(slider: HTMLElement, euros: number) {
  const event = new MouseEvent('pointerdown', { bubbles: true, cancelable: true, clientX: euros - 5 });
  slider.dispatchEvent(Object.assign(event, { pointerId: 1 }));
}

const shown = () => ({
  text: document.querySelector<HTMLInputElement>('#order-amount')?.value,
  says: document.querySelector('[role="slider"]')?.getAttribute('aria-valuetext'),
});

beforeEach(() => window.localStorage.clear());

describe('the prerendered landing page before the app runs', () => {
  it('answers a tap on the order box slider until the app starts taking the page over', async () => {
    const slider = await runFirstScript();
    tap(slider, 100);
    expect(shown()).toEqual({ text: '100', says: '€100.00' });
    document.dispatchEvent(new Event(TAKEOVER_EVENTS.starting));
    tap(slider, 50);
    expect(shown()).toEqual({ text: '100', says: '€100.00' });
  });

  it('leaves the slider alone when the app will draw the page afresh (another language chosen)', async () => {
    window.localStorage.setItem(LANGUAGE_KEY, 'fr');
    const slider = await runFirstScript();
    tap(slider, 100);
    expect(shown()).toEqual({ text: '20', says: '€20.00' });
  });
});

describe('a page’s first script on a stored session', () => {
  const builtFor = process.env.API_BASE_URL;
  afterEach(() => {
    process.env.API_BASE_URL = builtFor;
    delete window.earlyConsumerCall;
  });

  /** Runs the first script of a page the app draws, in a build for `apiBaseUrl` ('' for the sandbox). */
  async function runOnSignedInPage(apiBaseUrl: string) {
    process.env.API_BASE_URL = apiBaseUrl;
    window.localStorage.setItem(TOKEN_KEY, 'session-token');
    const fetch = jest.spyOn(window, 'fetch').mockResolvedValue(new Response('{}'));
    document.body.innerHTML = '<div id="root"></div>';
    jest.resetModules();
    await import('./earlyInput');
    return fetch;
  }

  it('asks the API for the consumer at once, for the app to take over (HTTP mode)', async () => {
    const fetch = await runOnSignedInPage('http://api.test');
    expect(fetch).toHaveBeenCalledWith(
      'http://api.test/api/consumer',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(window.earlyConsumerCall).toEqual(
      expect.objectContaining({ url: 'http://api.test/api/consumer' }),
    );
  });

  it('asks nothing in the sandbox, which has no API', async () => {
    const fetch = await runOnSignedInPage('');
    expect(fetch).not.toHaveBeenCalled();
    expect(window.earlyConsumerCall).toBeUndefined();
  });
});
