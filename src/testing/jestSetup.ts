import 'reflect-metadata/lite';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Waits end as soon as what they wait for holds, so a long limit costs nothing on a green run and keeps
// a busy 2-core machine from turning a slow first load of a route (lazy module, cold transform cache)
// into a red test. Jest's own per-test limit is set in jest.config.ts.
configure({ asyncUtilTimeout: 15_000 });

// antd writes its CSS-in-JS as thousands of rules, and jsdom matches every rule again on each
// getComputedStyle call, which every role query and every userEvent click makes: that made the
// component tests minutes long. Component tests assert roles, names, text and navigation, not looks;
// what the styles do is checked in Chromium by the Playwright journeys. So antd registers no styles here.
jest.mock('@ant-design/cssinjs', () => ({
  ...jest.requireActual<object>('@ant-design/cssinjs'),
  useStyleRegister: () => undefined,
}));

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

  // jsdom cannot play media (it only says so): a video started by script plays nothing here.
  HTMLMediaElement.prototype.play = () => Promise.resolve();
}
