import type { AlertTexts, ConfirmTexts, antdFeedback as AntdFeedback } from './antd-feedback';
import { TOAST_MS } from './toast-timing';

/** The frame's toast durations (SPEC §9), for a caller that names one: TOAST_MS.short etc. */
export { TOAST_MS } from './toast-timing';

/** SPEC §9 success toast: 1 to 1.5 s. */
export const SUCCESS_TOAST_MS: number = TOAST_MS.default;
/**
 * SPEC §2/§9 notice toast: 1.5 s by default, 3 s (short) and 8 s (long) for longer texts by their
 * reading time (reading-time.ts). It pauses while the reader rests the mouse or a finger on it or
 * moves focus into it, and runs on after (site-toast.ts).
 */
export const DEFAULT_TOAST_MS: number = TOAST_MS.default;

type Feedback = typeof AntdFeedback;

/** Without the chunk (offline after a deploy) the flows still run, with the browser's dialogs. */
const fallback: Feedback = {
  toast: () => undefined,
  clear: () => undefined,
  confirm: ({ content }) => Promise.resolve(window.confirm(content)),
  alert: ({ content }) => Promise.resolve(window.alert(content)),
};

let loaded: Promise<Feedback> | undefined;
/**
 * The toast and antd-mobile's Dialog load on first use. Every call goes through this one promise, so
 * calls act in the order they were made (a clear right after a loading toast clears it).
 */
function load(): Promise<Feedback> {
  loaded ??= import('./antd-feedback').then(
    (module) => module.antdFeedback,
    () => {
      loaded = undefined; // try the chunk again next time
      return fallback;
    },
  );
  return loaded;
}

/** The site's toasts: one look, one place (UI.md). Durations are SPEC §9's, in ms. */
export const toast = {
  /** An action under way ('please wait'), blocking taps, up to `duration` unless cleared first. */
  loading: (text: string, duration: number) =>
    void load().then((ui) => ui.toast('loading', text, duration, true)),
  success: (text: string, duration = SUCCESS_TOAST_MS) =>
    void load().then((ui) => ui.toast('success', text, duration, false)),
  /**
   * A refusal or a note, for the time its text takes to read unless `duration` is given: 1.5 s for
   * a note, 3 s for a sentence, 8 s for an explanation (readingTime in reading-time.ts, part of
   * the lazy chunk).
   */
  message: (text: string, duration?: number) =>
    void load().then((ui) => ui.toast(undefined, text, duration, false)),
  clear: () => void load().then((ui) => ui.clear()),
};

/** The question on screen: a second one asked meanwhile (a double tap) is not stacked on it. */
let asking: Promise<boolean> | undefined;

/** The site's dialogs. The phone's back button closes them (a confirm's answer is then no). */
export const dialog = {
  /**
   * A question with confirm and cancel: true when confirmed. While one is open, another call
   * answers false at once (the second tap of a double tap asks nothing and does nothing).
   */
  confirm: (texts: ConfirmTexts): Promise<boolean> => {
    if (asking) return Promise.resolve(false);
    const answer = load()
      .then((ui) => ui.confirm(texts))
      .finally(() => {
        asking = undefined;
      });
    asking = answer;
    return answer;
  },
  /** A notice the member closes with one button. */
  alert: (texts: AlertTexts): Promise<void> => load().then((ui) => ui.alert(texts)),
};
