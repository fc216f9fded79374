import type { AlertTexts, ConfirmTexts, antdFeedback as AntdFeedback } from './antd-feedback';

/** SPEC §9 success toast: 1 to 1.5 s. */
export const SUCCESS_TOAST_MS = 1500;
/**
 * SPEC §2/§9 notice toast: 1.5 s by default (antd-mobile's own is 2 s). The spec's pause on hover
 * is not kept: antd-mobile's Toast has no such option, and phones have no hover.
 */
export const DEFAULT_TOAST_MS = 1500;

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
 * antd-mobile's Toast and Dialog load on first use. Every call goes through this one promise, so
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
  /** A refusal or a note; 1.5 s unless `duration` is given. */
  message: (text: string, duration = DEFAULT_TOAST_MS) =>
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
