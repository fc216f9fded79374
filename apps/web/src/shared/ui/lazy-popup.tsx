import type { PopupProps } from 'antd-mobile';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { closeOnBack } from '../close-on-back';

/**
 * antd-mobile's Popup brings react-spring, use-gesture and its mask (~20 kB gzip) that the first
 * screen never shows: it is fetched when a popup first opens (or a finger lands on what opens
 * one, see prefetchPopup). It used to be fetched when the browser was idle after the first paint:
 * evaluating react-spring then was a long task on every page of a low-end phone (issue 32). Until
 * its first opening nothing is rendered, as antd does.
 */
const loadPopup = () => import('antd-mobile/es/components/popup');
const AntdPopup = lazy(loadPopup);

/**
 * Fetches the popup's code ahead of an opening about to come (a finger down on the button that
 * opens one). A failed prefetch (offline) is no error: the opening loads it again.
 */
export const prefetchPopup = () => void loadPopup().catch(() => undefined);

export function Popup(props: PopupProps) {
  const [opened, setOpened] = useState(props.visible === true);
  if (props.visible === true && !opened) setOpened(true);
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
