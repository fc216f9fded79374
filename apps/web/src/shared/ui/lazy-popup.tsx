import type { PopupProps } from 'antd-mobile';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../when-idle';

/**
 * antd-mobile's Popup brings react-spring, use-gesture and its mask (~20 kB gzip) that the first
 * screen never shows: it is fetched when the browser is idle after the first paint, or when a popup
 * first opens, whichever comes first. Until its first opening nothing is rendered, as antd does.
 */
const loadPopup = () => import('antd-mobile/es/components/popup');
const AntdPopup = lazy(loadPopup);

/**
 * Fetches the popup's code when the browser is idle; returns the cancel (an effect's cleanup). A
 * failed prefetch (offline) is no error: the first opening loads it again.
 */
export const prefetchPopupWhenIdle = () =>
  whenIdle(() => void loadPopup().catch(() => undefined), 5000);

export function Popup(props: PopupProps) {
  const [opened, setOpened] = useState(props.visible === true);
  if (props.visible === true && !opened) setOpened(true);
  useEffect(prefetchPopupWhenIdle, []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AntdPopup {...props} />
    </Suspense>
  );
}
