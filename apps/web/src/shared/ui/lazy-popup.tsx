import type { PopupProps } from 'antd-mobile';
import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { closeOnBack } from '../close-on-back';
import { toast } from '../feedback';
import { i18n } from '../i18n';

/**
 * antd-mobile's Popup brings react-spring, use-gesture and its mask (~20 kB gzip) that the first
 * screen never shows: it is fetched when a popup first opens (or a finger lands on what opens
 * one, see prefetchPopup). It used to be fetched when the browser was idle after the first paint:
 * evaluating react-spring then was a long task on every page of a low-end phone (issue 32). Until
 * its first opening nothing is rendered, as antd does.
 */
const loadPopup = () => import('antd-mobile/es/components/popup');
let AntdPopup = lazy(loadPopup);

/**
 * Fetches the popup's code ahead of an opening about to come (a finger down on the button that
 * opens one). A failed prefetch (offline) is no error: the opening loads it again.
 */
export const prefetchPopup = () => void loadPopup().catch(() => undefined);

export function Popup(props: PopupProps) {
  const [opened, setOpened] = useState(props.visible === true);
  const [failures, setFailures] = useState(0);
  if (props.visible === true && !opened) setOpened(true);
  useCloseOnBack(props.visible === true, props.onClose);
  if (!opened) return null;
  const onFailed = () => {
    // The popup is closed for its caller too, and the next opening asks for the code again.
    setOpened(false);
    setFailures((count) => count + 1);
    props.onClose?.();
  };
  return (
    <LoadFailure key={failures} onFailed={onFailed}>
      <Suspense fallback={null}>
        <AntdPopup {...props} />
      </Suspense>
    </LoadFailure>
  );
}

/**
 * The popup's code could not be fetched (a dropped connection before the service worker holds
 * it): the member is told, nothing is shown, and the page stays (without this, the failed lazy
 * load would take the whole app down).
 */
class LoadFailure extends Component<
  { onFailed: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    AntdPopup = lazy(loadPopup);
    toast.message(i18n.t('frame:page_error.body'));
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
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
