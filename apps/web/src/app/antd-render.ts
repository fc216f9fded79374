import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile renders its imperative Toast/Dialog/Modal through rc-util's render helper, written
 * for React 16–18 (with babel's regenerator runtime, ~4 kB gzip). vite.config.ts aliases
 * `rc-util/lib/React/render` to this module: the same two functions on React 19's createRoot (tests,
 * without that alias, use testing/antd-shim.ts instead).
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();

export function render(node: ReactElement, container: Element | DocumentFragment): void {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
}

/** Unmounts after the current task, as rc-util does: a toast may close from its own effect. */
export async function unmount(container: Element | DocumentFragment): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  roots.get(container)?.unmount();
  roots.delete(container);
}
