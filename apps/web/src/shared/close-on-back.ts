/**
 * The phone's back button (and a back swipe) closes what is open over the page — a dialog, a
 * popup, a sheet — before it leaves the page, as apps do. Each open overlay pushes one history
 * entry of the same address (React Router's state copied, so the route and its key stay and the
 * page does not change); going back pops it and closes the top overlay. An overlay closed by the
 * app takes its entry back off.
 */
type Open = { id: number; close: () => void };

const stack: Open[] = [];
let lastId = 0;
/**
 * Steps back the app itself took (an overlay closed by a tap): their popstates close nothing,
 * even when another overlay opened meanwhile (the menu closing as the language sheet opens).
 */
let selfPops = 0;
let isListening = false;

const overlayOf = (state: unknown): number =>
  typeof state === 'object' && state !== null && 'overlay' in state ? Number(state.overlay) : 0;

function onPopState(event: PopStateEvent) {
  if (selfPops > 0) {
    selfPops -= 1;
    return;
  }
  // Back (once or more): every overlay above the entry we are on now closes, top first.
  const current = overlayOf(event.state);
  while (stack.length > 0 && (stack.at(-1)?.id ?? 0) > current) stack.pop()?.close();
}

/** Registers an open overlay; `close` runs when back is pressed. Returns the app's close. */
export function closeOnBack(close: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const id = ++lastId;
  const state: unknown = window.history.state;
  window.history.pushState({ ...(typeof state === 'object' ? state : {}), overlay: id }, '');
  if (!isListening) window.addEventListener('popstate', onPopState);
  isListening = true;
  stack.push({ id, close });
  return () => {
    const index = stack.findIndex((open) => open.id === id);
    if (index === -1) return; // closed by back already
    stack.splice(index, 1);
    // Only while its entry is the one shown, and once the task that closed it is over: a confirm
    // that leads elsewhere ("Log in") closes, then navigates; stepping back at once would undo
    // that navigation (the traversal runs after the push). After it, its entry stays behind.
    setTimeout(() => {
      if (overlayOf(window.history.state) !== id) return;
      selfPops += 1;
      window.history.back();
    }, 0);
  };
}
