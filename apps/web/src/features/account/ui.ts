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

/** SPEC §8 "Not logged in: in_logged_login (2 s)". */
export async function showNotLoggedIn(text: string, duration: number) {
  const feedback = await loadFeedback();
  feedback.notice(text, duration);
}
