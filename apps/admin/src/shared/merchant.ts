import { MERCHANT_KEY } from './storage';

/**
 * The merchant whose queues the console shows: the operator's last choice, else the server's
 * default merchant (written into the page by the server, plugins/admin.ts), else DEMO.
 */
export function currentMerchant(): string {
  const saved = localStorage.getItem(MERCHANT_KEY);
  if (saved) return saved;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="default-merchant"]');
  return meta?.content || 'DEMO';
}

export function rememberMerchant(code: string): void {
  localStorage.setItem(MERCHANT_KEY, code.trim().toUpperCase());
}

export const merchantPath = (code: string, rest: string) =>
  `/operator/merchants/${encodeURIComponent(code)}/${rest}`;
