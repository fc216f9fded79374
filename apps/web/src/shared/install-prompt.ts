/**
 * The browser's own install prompt (Chromium's `beforeinstallprompt`), kept from the start of the
 * page: it can fire before home's banner has loaded. Home's add-to-home-screen banner offers an
 * Install button while one is held; Chromium's own mini-infobar is held back so the two do not
 * both ask.
 */
type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let held: InstallPromptEvent | undefined;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Called once at start-up (main.tsx). */
export function holdInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    held = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    held = undefined;
    notify();
  });
}

export const installPrompt = {
  /** Whether the browser offered to install the site (for useSyncExternalStore). */
  isAvailable: (): boolean => held !== undefined,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Opens the browser's install dialog; a prompt can be used once. */
  prompt: async (): Promise<'accepted' | 'dismissed' | undefined> => {
    const event = held;
    if (!event) return undefined;
    held = undefined;
    notify();
    await event.prompt();
    return (await event.userChoice).outcome;
  },
};
