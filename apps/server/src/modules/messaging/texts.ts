import type { Language } from '@app/contracts';
import type { EmailMessage } from './providers.js';

/** The site name in messages when the caller has none (the demo merchant's). */
export const DEFAULT_BRAND = 'Perlas Play';

/** The SMS carrying a verification code, in the member's language (TY Filipino or EN). */
export function smsCodeText(
  language: Language,
  { code, minutes, brand = DEFAULT_BRAND }: { code: string; minutes: number; brand?: string },
): string {
  return language === 'EN'
    ? `Your ${brand} verification code is ${code}. It expires in ${minutes} minutes.`
    : `Ang iyong ${brand} verification code ay ${code}. Mag-e-expire ito sa ${minutes} minuto.`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

type ResetParams = { account: string; link: string; minutes: number; brand?: string };

/** The forgot-password e-mail with its reset link (text and HTML), without the recipient. */
export function passwordResetEmail(
  language: Language,
  { account, link, minutes, brand = DEFAULT_BRAND }: ResetParams,
): Omit<EmailMessage, 'to'> {
  const lines =
    language === 'EN'
      ? {
          subject: `Reset your ${brand} password`,
          greeting: `Hello ${account},`,
          body: `Someone asked to reset the password of your ${brand} account. Open this link to set a new password:`,
          footer: `The link expires in ${minutes} minutes. If it was not you, ignore this e-mail.`,
        }
      : {
          subject: `I-reset ang iyong password sa ${brand}`,
          greeting: `Kumusta ${account},`,
          body: `May humiling na i-reset ang password ng iyong ${brand} account. Buksan ang link na ito para magtakda ng bagong password:`,
          footer: `Mag-e-expire ang link sa ${minutes} minuto. Kung hindi ikaw ang humiling, huwag pansinin ang e-mail na ito.`,
        };
  const { subject, greeting, body, footer } = lines;
  const href = escapeHtml(link);
  return {
    subject,
    text: `${greeting}\n\n${body}\n${link}\n\n${footer}`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${href}">${href}</a></p><p>${escapeHtml(footer)}</p>`,
  };
}
