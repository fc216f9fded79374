import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot } from 'react-dom/client';

/**
 * antd-mobile 5 renders its imperative Toast/Dialog/Modal with React 18's API; on React 19 it
 * needs this documented shim, imported before any of them is used. The tests import it (they run
 * without the app's Vite aliases). The app needs no shim: vite.config.ts aliases rc-util's legacy
 * render helper to antd-render.ts (React 19's createRoot), which also keeps that helper and
 * antd-mobile's package root (every component's animation code) out of the first load.
 */
// eslint-disable-next-line @typescript-eslint/no-deprecated -- the documented React 19 entry point
unstableSetRender((node, container) => {
  const host = container as Element & { _reactRoot?: ReturnType<typeof createRoot> };
  host._reactRoot ??= createRoot(container);
  const root = host._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});
