import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import { closeOnBack } from '../close-on-back';
import './feedback.css';

export type ToastIcon = 'loading' | 'success' | undefined;
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
 * antd-mobile's Toast and Dialog behind the shared feedback API. This module is loaded on first
 * use (see index.ts), so the first load of the app does not carry them.
 */
export const antdFeedback = {
  toast(icon: ToastIcon, text: string, duration: number | undefined, isBlocking: boolean) {
    Toast.show({
      icon,
      // Whole words on a line: antd breaks anywhere, which splits Filipino words.
      content: <span className="toast-text">{text}</span>,
      duration,
      maskClickable: !isBlocking,
    });
  },
  clear: () => Toast.clear(),
  confirm: (texts: ConfirmTexts): Promise<boolean> => whileOpen(Dialog.confirm(texts)),
  alert: (texts: AlertTexts): Promise<void> => whileOpen(Dialog.alert(texts)),
};
