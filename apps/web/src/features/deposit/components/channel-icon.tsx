import type { DepositChannelKind } from '@app/contracts';
import { BankMark, PhoneMark } from '@/shared/ui/payment-marks';

/** A channel's badge, drawn here (no brand logos): a bank, a phone wallet, or a lightning bolt. */
export function ChannelIcon({ kind, code }: { kind: DepositChannelKind; code: string }) {
  const tone = TONES[code] ?? TONES[kind] ?? '#f3c74f';
  return (
    <svg viewBox="0 0 40 40" className="channel-icon" aria-hidden="true">
      <rect width="40" height="40" rx="11" fill={tone} />
      {kind === 'bank' && <BankMark fill="#1b1300" />}
      {kind === 'ewallet' && (
        <PhoneMark screen={{ fill: tone }}>
          <circle cx="20" cy="29.5" r="1.6" fill={tone} />
          <path d="M17 18.5h6M20 15.5v6" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        </PhoneMark>
      )}
      {kind === 'demo' && <path d="M22.5 6 11 22h7.5L16 34l13-17h-7.5z" fill="#fff" />}
    </svg>
  );
}

const TONES: Record<string, string> = {
  bank: '#f3c74f',
  GCASH: '#2f7cf6',
  MAYA: '#17b26a',
  ewallet: '#2f7cf6',
  demo: '#8b5cf6',
};
