import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
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
  confirm: (texts: ConfirmTexts): Promise<boolean> => Dialog.confirm(texts),
  alert: (texts: AlertTexts): Promise<void> => Dialog.alert(texts),
};
