// The first script of every page, on its own, tiny and async: it runs as soon as it arrives, before the
// page is even parsed. A prerendered page (the landing page, Authorization) is on screen before the app
// can answer it:
// - when the app will take the page over (src/startApp.tsx), a press on one of its buttons would be lost
//   and submitting one of its forms would reload the page: this keeps those presses until the app has
//   taken the page over, then presses them again in order. Links need nothing: they lead where they say.
//   What is typed stays in its field, which the app reads when it takes the field over
//   (presentation/forms/useTextTypedBeforeTakeover.ts), and an amount's slider moves with it at once
//   (earlyAmountField.ts): a phone's first tap on the order box is answered in the next frame;
// - when it will not (someone is signed in, or chose another language before), the app draws the page
//   afresh: until it has, the prerendered page is inert, so that nothing is typed into it in vain.
// A prerendered page lists the app's scripts rather than loading them: this loads them once the page
// has painted, so that a phone's first paint does not wait for the app while they download.
// On a stored session, it also asks the API for the consumer, the app's first call, while the app's
// scripts download (composition/earlyConsumerCall.ts).
import { LANGUAGE_KEY, TOKEN_KEY } from './adapters/browser/storageKeys';
import { callEarlyForStoredSession } from './composition/earlyConsumerCall';
import { isLanguage } from './domain/language/Language';
import { answerAmountFieldsUntilTakeover } from './earlyAmountField';
import {
  APP_SCRIPTS_ATTRIBUTE,
  PRERENDERED_LANGUAGE_ATTRIBUTE,
  TAKEOVER_EVENTS,
} from './presentation/shell/prerendered';

type Press = { form: HTMLFormElement; submitter: HTMLElement | null } | { control: HTMLElement };

/**
 * What the app answers once it runs: a label's or a radio's press too, held back so that the field does
 * not change before the app can hear it. A link is left to the browser.
 */
const PRESSABLE =
  'button, label, input[type="radio"], input[type="checkbox"], [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"]';

/** The app takes a prerendered page over when it shows what this visitor would see (startApp.tsx). */
function appTakesOver(page: HTMLElement): boolean {
  const chosen = window.localStorage.getItem(LANGUAGE_KEY);
  const prerendered = page.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE);
  return !window.localStorage.getItem(TOKEN_KEY) && (chosen === null || chosen === prerendered);
}

/** Calls `found` with the page's root element once the parser has reached it. */
function whenRootParsed(found: (root: HTMLElement) => void): void {
  const root = document.getElementById('root');
  if (root) return found(root);
  const watch = new MutationObserver(() => {
    const parsed = document.getElementById('root');
    if (!parsed) return;
    watch.disconnect();
    found(parsed);
  });
  watch.observe(document, { childList: true, subtree: true });
}

function keepPresses(): void {
  const pressed: Press[] = [];
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    pressed.push({ form: event.target, submitter: event.submitter });
  };
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    // A submit button's press is its form's submission, kept above.
    if (!control || (control instanceof HTMLButtonElement && control.type === 'submit' && control.form))
      return;
    event.preventDefault();
    pressed.push({ control });
  };
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener(
    TAKEOVER_EVENTS.starting,
    () => {
      document.removeEventListener('submit', onSubmit, true);
      document.removeEventListener('click', onClick, true);
    },
    { once: true },
  );
  // In a task of its own: what the app updates right after taking over (a phone's layout, which the
  // prerendered page drew at desktop width) is drawn first, and the presses land on what it drew.
  document.addEventListener(TAKEOVER_EVENTS.done, () => setTimeout(() => replay(pressed)), { once: true });
}

/** Presses again, in order, what is still on the page. */
function replay(pressed: Press[]): void {
  for (const press of pressed) {
    if ('form' in press) {
      if (press.form.isConnected)
        press.form.requestSubmit(press.submitter?.isConnected ? press.submitter : null);
    } else if (press.control.isConnected) press.control.click();
  }
}

/** Inert until the app has drawn the page afresh. */
function holdUntilDrawn(root: HTMLElement): void {
  root.inert = true;
  document.addEventListener(TAKEOVER_EVENTS.done, () => (root.inert = false), { once: true });
}

/** The app's scripts, in their order, once the page has painted (or in a tenth of a second, unseen). */
function loadAppAfterFirstPaint(root: HTMLElement): void {
  const scripts = root.getAttribute(APP_SCRIPTS_ATTRIBUTE)?.split(' ') ?? [];
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    // One at a time, each in a task of its own: asking for a script costs a phone a few milliseconds.
    scripts.forEach((src, index) =>
      setTimeout(() => {
        const script = document.createElement('script');
        script.src = src;
        // Run in the order listed, as deferred scripts do.
        script.async = false;
        document.head.append(script);
      }, index),
    );
  };
  // A frame's callback runs before the frame is painted; its timer, after.
  requestAnimationFrame(() => setTimeout(load));
  // A tab opened in the background paints no frame.
  setTimeout(load, 100);
}

// HTTP mode only: a sandbox build names no API, and the condition leaves the call out of its bundle.
if (process.env.API_BASE_URL) callEarlyForStoredSession(process.env.API_BASE_URL);

whenRootParsed((root) => {
  if (!root.hasAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE)) return;
  const language = root.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE);
  if (appTakesOver(root)) {
    keepPresses();
    if (isLanguage(language)) answerAmountFieldsUntilTakeover(language);
  } else holdUntilDrawn(root);
  loadAppAfterFirstPaint(root);
});
