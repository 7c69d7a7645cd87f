// Jest setup for the frontend project: jest-dom matchers and the browser APIs antd needs that jsdom lacks.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// The CommonJS build of @ant-design/icons requires the ES build of @ant-design/colors' `generate`, which Jest (running
// CommonJS) cannot load; give it the CommonJS build of the same file.
jest.mock('@ant-design/colors/es/generate', () =>
  jest.requireActual<Record<string, unknown>>('@ant-design/colors/lib/generate'),
);

// Screens behind lazy routes (the admin chunk) take seconds to load on a busy CI machine; findBy*/waitFor wait up to
// 15 s instead of the library's 1 s (a timeout, not a speed assertion: a passing screen answers as fast as it can).
configure({ asyncUtilTimeout: 15_000 });

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom has no scrolling: a screen opened by a link scrolls to the top (ScreenTopOnNavigation); tests spy on it.
Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: () => undefined });

// antd's responsive grid asks matchMedia about widths; answer from window.innerWidth (jsdom: 1024 px, a desktop),
// so a test can shrink the window to see the phone layout.
function matchesWidthQuery(query: string): boolean {
  const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  if (!min && !max) return false;
  const width = window.innerWidth;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: matchesWidthQuery(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });

// React's scheduler prefers MessageChannel; Node's real one keeps Jest from exiting, so post through a timer instead.
class TimerMessagePort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  other: TimerMessagePort | null = null;
  postMessage(data: unknown): void {
    const target = this.other;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }
  start(): void {}
  close(): void {
    this.onmessage = null;
  }
  addEventListener(): void {}
  removeEventListener(): void {}
}
class TimerMessageChannel {
  readonly port1 = new TimerMessagePort();
  readonly port2 = new TimerMessagePort();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}
Object.assign(globalThis, { MessageChannel: TimerMessageChannel });

// jsdom computes styles by cascading every stylesheet, and antd injects hundreds of rules, so role and name queries
// (which ask for the style of every element they inspect) take seconds. The tests check behaviour, not CSS: answer
// with the inline style, which is where antd and React put what hides an element (display: none).
window.getComputedStyle = (element: Element) =>
  element instanceof HTMLElement || element instanceof SVGElement ? element.style : document.createElement('div').style;

// Every test starts from a clean browser and fresh mocks: nothing stored, no canned API answers left over.
beforeEach(() => {
  jest.resetAllMocks();
  window.localStorage.clear();
});
