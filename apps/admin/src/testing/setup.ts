import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A page reads its data, then who is signed in, one answer after the other: on a loaded CI
// machine that takes longer than the library's 1 s default (the member site's tests wait as long).
configure({ asyncUtilTimeout: 6_000 });

// jsdom lacks what antd's responsive grid and tables ask the browser for.
const noop = () => undefined;
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: noop,
    removeListener: noop,
    addEventListener: noop,
    removeEventListener: noop,
    dispatchEvent: () => false,
  }),
});
Object.defineProperty(globalThis, 'ResizeObserver', {
  writable: true,
  value: class {
    observe = noop;
    unobserve = noop;
    disconnect = noop;
  },
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
