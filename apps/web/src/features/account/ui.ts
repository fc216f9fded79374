import type { feedback as Feedback } from './feedback';

/** Without the chunk (offline after a deploy) the flows still run, with the browser's dialogs. */
const fallback: typeof Feedback = {
  loading: () => undefined,
  notice: () => undefined,
  clear: () => undefined,
  confirm: ({ content }) => Promise.resolve(window.confirm(content)),
};

/** Loads the account flows' dialogs and toasts on demand (they are rare: sign-out, expiry). */
export const loadFeedback = (): Promise<typeof Feedback> =>
  import('./feedback').then(
    (module) => module.feedback,
    () => fallback,
  );

/** A short notice of the account flows, e.g. SPEC §8 "in_logged_login (2 s)" or "free_reject (2 s)". */
export async function showAccountNotice(text: string, duration: number) {
  const feedback = await loadFeedback();
  feedback.notice(text, duration);
}

/** SPEC §8 "Not logged in: in_logged_login (2 s)". */
export const showNotLoggedIn = showAccountNotice;
