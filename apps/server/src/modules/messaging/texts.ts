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

type NoticeParams = { account: string; brand?: string };

/** Told to the owner when guesses at the account's password are refused for a while. */
export function accountThrottledNotice(
  language: Language,
  { account, brand = DEFAULT_BRAND }: NoticeParams,
): { sms: string; email: Omit<EmailMessage, 'to'> } {
  const lines =
    language === 'EN'
      ? {
          subject: `Sign-in attempts on your ${brand} account`,
          body: `Many wrong passwords were tried on your ${brand} account ${account}, so password sign-in is paused for up to an hour. You can still sign in with an SMS code, or reset your password. If it was not you, choose a new password.`,
        }
      : {
          subject: `Mga pagtatangkang mag-log in sa iyong ${brand} account`,
          body: `Maraming maling password ang sinubukan sa iyong ${brand} account na ${account}, kaya naka-pause ang pag-log in gamit ang password nang hanggang isang oras. Puwede ka pa ring mag-log in gamit ang SMS code, o i-reset ang password. Kung hindi ikaw ito, pumili ng bagong password.`,
        };
  return {
    sms: lines.body,
    email: {
      subject: lines.subject,
      text: lines.body,
      html: `<p>${escapeHtml(lines.body)}</p>`,
    },
  };
}

/** Told to the old address when the account's e-mail (where reset links go) is changed. */
export function emailChangedNotice(
  language: Language,
  { account, brand = DEFAULT_BRAND }: NoticeParams,
): Omit<EmailMessage, 'to'> {
  const lines =
    language === 'EN'
      ? {
          subject: `The e-mail of your ${brand} account was changed`,
          body: `The e-mail address of your ${brand} account ${account} was just changed, and password reset links now go to the new address. If it was not you, contact customer service at once.`,
        }
      : {
          subject: `Napalitan ang e-mail ng iyong ${brand} account`,
          body: `Kapapalit lang ng e-mail address ng iyong ${brand} account na ${account}, at sa bagong address na ipapadala ang mga password reset link. Kung hindi ikaw ito, makipag-ugnayan agad sa customer service.`,
        };
  return { subject: lines.subject, text: lines.body, html: `<p>${escapeHtml(lines.body)}</p>` };
}

/**
 * Sent instead of a code when someone asks to register a number that already has an account: the
 * answer to the asker is the same either way, and only the owner learns of it.
 */
export function numberTakenText(
  language: Language,
  { brand = DEFAULT_BRAND }: { brand?: string },
): string {
  return language === 'EN'
    ? `Someone tried to register a new ${brand} account with this number, but you already have one. Log in, or reset your password if you forgot it.`
    : `May sumubok mag-register ng bagong ${brand} account gamit ang numerong ito, pero may account ka na. Mag-log in, o i-reset ang password kung nakalimutan mo ito.`;
}
