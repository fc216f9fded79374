import type { PopupProps } from 'antd-mobile';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { closeOnBack } from '../close-on-back';
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
  useCloseOnBack(props.visible === true, props.onClose);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AntdPopup {...props} />
    </Suspense>
  );
}

/** While `isOpen`, the phone's back button runs `close` (the popup's own) instead of leaving. */
function useCloseOnBack(isOpen: boolean, close: (() => void) | undefined) {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  const canClose = close !== undefined;
  useEffect(() => {
    if (!isOpen || !canClose) return undefined;
    return closeOnBack(() => latest.current?.());
  }, [isOpen, canClose]);
}
