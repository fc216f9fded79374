import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { closeOnBack } from '../close-on-back';
import './center-dialog.css';

type Props = {
  /** Closed, nothing is rendered (its content is built again on the next opening). */
  open: boolean;
  /** A tap on the mask, Escape, or the phone's back button. */
  onClose: () => void;
  /** The id of the dialog's visible title. */
  labelledBy: string;
  className?: string;
  children: ReactNode;
};

/**
 * A modal dialog in the middle of the screen: a mask and a box, animated by CSS only. It replaces
 * antd-mobile's CenterPopup where a dialog opens on its own (home's latest news): that one brought
 * react-spring, whose opening ran a JavaScript animation frame by frame on the main thread, and
 * about 40 kB of code to evaluate first (issue 32). While it is open the page behind is inert (no
 * focus, taps or screen reader can reach it) and does not scroll; focus moves into the box and,
 * once it closes, back to where it was.
 */
export function CenterDialog({ open, onClose, labelledBy, className, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });

  useEffect(() => {
    if (!open) return undefined;
    const before = document.activeElement;
    // In the next frame rather than in the mount's own task: the focus still needs the box laid
    // out, but that layout then happens once, in the frame's step, not twice (80 ms on a phone's
    // CPU slowed 4x, issue 32). preventScroll: the box is fixed, nothing should move.
    const frame = requestAnimationFrame(() => box.current?.focus({ preventScroll: true }));
    const page = document.getElementById('root');
    page?.setAttribute('inert', '');
    // The page behind stays where it is: a drag on the mask does not scroll it.
    const { documentElement } = document;
    const overflow = documentElement.style.overflow;
    documentElement.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestClose.current();
    };
    document.addEventListener('keydown', onKey);
    const release = closeOnBack(() => latestClose.current());
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKey);
      release();
      page?.removeAttribute('inert');
      documentElement.style.overflow = overflow;
      if (before instanceof HTMLElement && before.isConnected)
        before.focus({ preventScroll: true });
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="center-dialog-mask" onClick={onClose}>
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`center-dialog${className ? ` ${className}` : ''}`}
        onClick={(event) => event.stopPropagation()}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
