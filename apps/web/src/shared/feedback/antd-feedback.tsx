import Dialog from 'antd-mobile/es/components/dialog';
import { closeOnBack } from '../close-on-back';
import { clearToast, showToast } from './site-toast';

export type { ToastIcon } from './site-toast';
export type ConfirmTexts = {
  title?: string;
  content: string;
  confirmText: string;
  cancelText: string;
};
export type AlertTexts = { title?: string; content: string; confirmText: string };

/**
 * A dialog with the phone's back button closing it (Dialog.clear: its promise then settles as a
 * cancel) instead of leaving the page; its history entry goes once it closes.
 */
function whileOpen<T>(closed: Promise<T>): Promise<T> {
  const release = closeOnBack(() => Dialog.clear());
  return closed.finally(release);
}

/**
 * The site's own toast (site-toast.ts) and antd-mobile's Dialog behind the shared feedback API.
 * This module is loaded on first use (see index.ts), so the first load of the app does not carry
 * them.
 */
export const antdFeedback = {
  toast: showToast,
  clear: clearToast,
  confirm: (texts: ConfirmTexts): Promise<boolean> => whileOpen(Dialog.confirm(texts)),
  alert: (texts: AlertTexts): Promise<void> => whileOpen(Dialog.alert(texts)),
};
