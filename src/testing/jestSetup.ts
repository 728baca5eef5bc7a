import 'reflect-metadata/lite';
import '@testing-library/jest-dom';

// Stand-ins for the browser APIs that antd and react-router use and jsdom does not provide, so
// that every component test renders the way the browser does.

if (typeof window !== 'undefined') {
  // antd 6 reads matchMedia (responsive props, breakpoints).
  window.matchMedia ??= (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });

  // antd's popups, tabs, sliders and tooltips measure themselves with ResizeObserver.
  class NoResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  globalThis.ResizeObserver ??= NoResizeObserver;

  // antd's Select schedules with MessageChannel: a timer does the same here.
  class TimerMessageChannel {
    readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    readonly port2 = {
      postMessage: (data: unknown) => {
        setTimeout(() => this.port1.onmessage?.({ data }), 0);
      },
    };
  }
  if (typeof globalThis.MessageChannel === 'undefined') {
    Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
  }

  // jsdom cannot style pseudo-elements (antd's modals measure the scrollbar with one): the
  // element's own style stands in.
  const styleOf = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => styleOf(element);

  // The router restores the scroll position on navigation; jsdom only says it cannot scroll.
  window.scrollTo = () => undefined;
}
