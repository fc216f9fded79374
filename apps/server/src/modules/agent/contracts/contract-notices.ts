import type { ContractKind, InboxTexts } from '@app/contracts';
import { escapeHtml } from '@/lib/money-text.js';

export type ContractNotice = { merchantId: number; account: string; texts: InboxTexts };

const KIND_NAMES: Record<ContractKind, { EN: string; TY: string }> = {
  daily_salary: { EN: 'daily salary', TY: 'daily salary' },
  hourly_salary: { EN: 'hourly salary', TY: 'hourly salary' },
  dividend: { EN: 'dividend', TY: 'dividend' },
};

/**
 * AGENTS.md "Contract flow": an upline whose own contract drops below a downline's "will
 * automatically terminate the contract with the downline"; both sides are told.
 */
export function cascadeNotices(ended: {
  merchantId: number;
  kind: ContractKind;
  uplineName: string | null;
  downlineName: string;
}): ContractNotice[] {
  const kind = KIND_NAMES[ended.kind];
  const downline = escapeHtml(ended.downlineName);
  const toDownline: ContractNotice = {
    merchantId: ended.merchantId,
    account: ended.downlineName,
    texts: {
      EN: {
        title: 'Your contract has ended',
        content: `<p>Your ${kind.EN} contract with your agent ended automatically: your agent's own contract changed and no longer covers its terms.</p>`,
      },
      TY: {
        title: 'Natapos na ang kontrata mo',
        content: `<p>Awtomatikong natapos ang ${kind.TY} na kontrata mo sa agent mo: nagbago ang sariling kontrata ng agent mo at hindi na nito sakop ang mga tuntunin.</p>`,
      },
    },
  };
  if (ended.uplineName === null) return [toDownline];
  const toUpline: ContractNotice = {
    merchantId: ended.merchantId,
    account: ended.uplineName,
    texts: {
      EN: {
        title: 'A downline contract has ended',
        content: `<p>Your own ${kind.EN} contract changed, so your ${kind.EN} contract with ${downline} ended automatically. You may offer a new one.</p>`,
      },
      TY: {
        title: 'Natapos ang isang kontrata ng downline',
        content: `<p>Nagbago ang sarili mong ${kind.TY} na kontrata, kaya awtomatikong natapos ang ${kind.TY} na kontrata mo kay ${downline}. Puwede kang mag-alok ng bago.</p>`,
      },
    },
  };
  return [toDownline, toUpline];
}
