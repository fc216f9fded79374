import { toast } from '@/shared/feedback';

/**
 * A short notice of the account flows, e.g. SPEC §8 "in_logged_login (2 s)" or "free_reject
 * (2 s)". Its toast loads on first use; nothing waits for it.
 */
export async function showAccountNotice(text: string, duration: number): Promise<void> {
  toast.message(text, duration);
}

/** SPEC §8 "Not logged in: in_logged_login (2 s)". */
export const showNotLoggedIn = showAccountNotice;
