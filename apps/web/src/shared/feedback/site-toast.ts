import { readingTime } from './reading-time';
import { TOAST_MS } from './toast-timing';
import './feedback.css';

export type ToastIcon = 'loading' | 'success' | undefined;

/**
 * The site's one toast (UI.md "one toast"), in place of antd-mobile's: that one has no pause, and
 * its layer is aria-hidden, so a screen reader never heard a toast. This one sits in a live
 * region (role="status", polite) that stays in the page once made, the way screen readers
 * announce most reliably; the reader pauses it (SPEC §2 "pauses on hover") by resting the mouse
 * on it, holding a finger on it or moving focus into it, and the time left runs on after. Plain
 * DOM, no React root: shown from anywhere, and nothing animates but a CSS fade.
 */
type Shown = {
  box: HTMLElement;
  /** The time left once paused, in ms; 0 for a toast that stays until cleared. */
  left: number;
  /** When it closes while running (Date.now() based, so fake clocks in tests follow it). */
  closesAt: number;
  timer?: number;
  /** A first toast waits one turn for its just-made live region (see show). */
  pending?: number;
  /** Why it is paused: the mouse over it, a finger or button pressed on it, focus inside. */
  holds: Set<'hover' | 'press' | 'focus'>;
  /** Takes the listeners that outlive the box (the press's release on the document) away. */
  dispose: () => void;
};

let region: HTMLElement | undefined;
let shown: Shown | undefined;

function liveRegion(): { element: HTMLElement; isNew: boolean } {
  if (region?.isConnected) return { element: region, isNew: false };
  region = document.createElement('div');
  region.className = 'site-toast-layer';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.style.pointerEvents = 'none';
  document.body.append(region);
  return { element: region, isNew: true };
}

function icon(kind: Exclude<ToastIcon, undefined>): Element {
  if (kind === 'loading') {
    const spinner = document.createElement('span');
    spinner.className = 'site-toast-spinner';
    spinner.setAttribute('aria-hidden', 'true');
    return spinner;
  }
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'site-toast-check');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', 'M4.5 12.5l5 5L19.5 7');
  svg.append(path);
  return svg;
}

function run(toast: Shown): void {
  if (toast.left <= 0) return;
  toast.closesAt = Date.now() + toast.left;
  toast.timer = window.setTimeout(clearToast, toast.left);
}

function hold(toast: Shown, reason: 'hover' | 'press' | 'focus'): void {
  if (toast.holds.size === 0 && toast.timer !== undefined) {
    window.clearTimeout(toast.timer);
    toast.timer = undefined;
    toast.left = Math.max(0, toast.closesAt - Date.now());
  }
  toast.holds.add(reason);
}

function release(toast: Shown, reason: 'hover' | 'press' | 'focus'): void {
  if (!toast.holds.delete(reason) || toast.holds.size > 0 || shown !== toast) return;
  run(toast);
}

/** Listeners that pause the toast while the reader rests on it. */
function pauseWhileRead(toast: Shown): void {
  const { box } = toast;
  // A mouse resting on it; a finger on a phone enters as it touches and leaves as it lifts.
  box.addEventListener('pointerenter', () => hold(toast, 'hover'));
  box.addEventListener('pointerleave', () => release(toast, 'hover'));
  // A press lasts until the button or finger is lifted, wherever that is (a mouse may slide off;
  // a finger that starts scrolling the text is cancelled).
  const lifted = () => release(toast, 'press');
  box.addEventListener('pointerdown', () => {
    hold(toast, 'press');
    document.addEventListener('pointerup', lifted, { once: true });
    document.addEventListener('pointercancel', lifted, { once: true });
  });
  box.addEventListener('focusin', () => hold(toast, 'focus'));
  box.addEventListener('focusout', (event) => {
    if (!(event.relatedTarget instanceof Node && box.contains(event.relatedTarget))) {
      release(toast, 'focus');
    }
  });
  toast.dispose = () => {
    document.removeEventListener('pointerup', lifted);
    document.removeEventListener('pointercancel', lifted);
  };
}

/**
 * Shows a toast in place of the one on screen. `duration` in ms (0: until cleared; undefined: by
 * the text's reading time, see reading-time.ts). A blocking toast ('please wait') takes every tap
 * on the page meanwhile and does not pause.
 */
export function showToast(
  kind: ToastIcon,
  text: string,
  duration: number | undefined,
  isBlocking: boolean,
): void {
  clearToast();
  const { element, isNew } = liveRegion();
  const box = document.createElement('div');
  box.className = kind ? 'site-toast has-icon' : 'site-toast';
  if (kind) {
    const iconBox = document.createElement('div');
    iconBox.className = 'site-toast-icon';
    iconBox.append(icon(kind));
    box.append(iconBox);
  }
  const content = document.createElement('span');
  content.className = 'toast-text';
  content.textContent = text;
  box.append(content);

  const toast: Shown = {
    box,
    left: duration ?? (kind ? TOAST_MS.default : readingTime(text)),
    closesAt: 0,
    holds: new Set(),
    dispose: () => undefined,
  };
  if (!isBlocking) pauseWhileRead(toast);
  shown = toast;
  element.style.pointerEvents = isBlocking ? 'auto' : 'none';
  element.classList.toggle('is-blocking', isBlocking);
  const open = () => {
    toast.pending = undefined;
    element.append(box);
    run(toast);
  };
  // A live region made just now is not heard yet: its first words come one turn later.
  if (isNew) toast.pending = window.setTimeout(open, 0);
  else open();
}

/** Closes the toast on screen, if any. */
export function clearToast(): void {
  const toast = shown;
  if (!toast) return;
  shown = undefined;
  window.clearTimeout(toast.timer);
  window.clearTimeout(toast.pending);
  toast.dispose();
  toast.box.remove();
  if (region) {
    region.style.pointerEvents = 'none';
    region.classList.remove('is-blocking');
  }
}
