import { closeFnSet } from 'antd-mobile/es/components/dialog/show';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { act } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 renders its imperative Toast/Dialog/Modal with React 18's API; on React 19 it
 * needs this documented shim, imported before any of them is used. The tests import it (they run
 * without the app's Vite aliases). The app needs no shim: vite.config.ts aliases rc-util's legacy
 * render helper to antd-render.ts (React 19's createRoot), which also keeps that helper and
 * antd-mobile's package root (every component's animation code) out of the first load.
 */
const popups = new Map<Element | DocumentFragment, Root>();

// eslint-disable-next-line @typescript-eslint/no-deprecated -- the documented React 19 entry point
unstableSetRender((node, container) => {
  let root = popups.get(container);
  if (!root) {
    root = createRoot(container);
    popups.set(container, root);
  }
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    popups.get(container)?.unmount();
    popups.delete(container);
  };
});

/**
 * Removes every toast and dialog at once. Closing one waits for its fade-out animation, which a
 * loaded CI machine once stretched past any wait: between tests nothing may be left to wait for.
 */
export function removePopups(): void {
  act(() => {
    for (const root of popups.values()) root.unmount();
  });
  for (const container of popups.keys()) {
    if (container instanceof Element) container.remove();
  }
  popups.clear();
  // Their close functions would only unmount what is gone.
  closeFnSet.clear();
}
