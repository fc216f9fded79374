import { Toast } from 'antd-mobile';
import './auth.css';
import { SUCCESS_TOAST_MS } from './constants';

type Icon = 'loading' | 'success' | undefined;

function show(icon: Icon, text: string, duration?: number) {
  Toast.show({ icon, content: <span className="auth-toast">{text}</span>, duration });
}

/** The auth screens' toasts; their text wraps between words. */
export const toast = {
  /** An action under way ('please wait'), up to `duration` ms unless cleared first. */
  loading: (text: string, duration: number) => show('loading', text, duration),
  success: (text: string, duration = SUCCESS_TOAST_MS) => show('success', text, duration),
  /** A refusal or a note, for antd's default time. */
  message: (text: string) => show(undefined, text),
  clear: () => Toast.clear(),
};
