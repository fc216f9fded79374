import { Dialog, Toast } from 'antd-mobile';

type ConfirmTexts = { title: string; content: string; confirmText: string; cancelText: string };

/**
 * The dialogs and toasts of the account flows. Loaded on first use (see ui.ts), so the page
 * frame's first load does not carry antd-mobile's Dialog and Toast for a sign-out or an expiry.
 */
export const feedback = {
  loading: (content: string, duration: number): void => {
    Toast.show({ icon: 'loading', content, duration, maskClickable: false });
  },
  notice: (content: string, duration?: number): void => {
    Toast.show({ content, duration });
  },
  clear: (): void => Toast.clear(),
  confirm: (texts: ConfirmTexts): Promise<boolean> => Dialog.confirm(texts),
};
