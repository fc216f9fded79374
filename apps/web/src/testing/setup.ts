import '@testing-library/jest-dom/vitest';
// IndexedDB for the saved login's device key (jsdom has none; its crypto.subtle is Node's).
import 'fake-indexeddb/auto';
import { removePopups } from './antd-shim';
import { cleanup, configure } from '@testing-library/react';
import { reduceMotion } from 'antd-mobile/es/utils/reduce-and-restore-motion';
import { afterEach } from 'vitest';
import { clearToast } from '../shared/feedback/site-toast';

// A lazy page's first load transforms its modules: on a busy CI machine that took over 3 s once
// the home blocks and the app shell arrived (a wait ceiling: passing tests return at once).
configure({ asyncUtilTimeout: 6000 });

// Popups, sheets and dialogs open and close at once: their springs run on animation frames, which
// a loaded machine slowed to seconds while tests waited for a fade (a confirm still in the
// document, a sheet's heading not yet gone). What a person sees is tested in Chromium (e2e).
reduceMotion();

// jsdom lacks these browser APIs that antd-mobile's gestures and the frame's scroll reset use.
Element.prototype.setPointerCapture = () => undefined;
Element.prototype.releasePointerCapture = () => undefined;
Element.prototype.hasPointerCapture = () => false;
window.scrollTo = () => undefined;
// Nor requestIdleCallback: in tests the browser is idle at the next turn (shared/when-idle.ts).
window.requestIdleCallback = (task) =>
  window.setTimeout(() => task({ didTimeout: false, timeRemaining: () => 50 }), 0);
window.cancelIdleCallback = (id) => window.clearTimeout(id);

afterEach(() => {
  // Toasts and antd-mobile's dialogs live outside the tested tree; none may leak into the next test.
  clearToast();
  removePopups();
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
