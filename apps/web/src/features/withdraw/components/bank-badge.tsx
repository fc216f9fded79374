import type { BankKind } from '@app/contracts';
import { BankMark, PhoneMark } from '@/shared/ui/payment-marks';

/** A payee's badge, drawn here (no brand logos): a bank, or a phone wallet. */
export function BankBadge({ kind }: { kind: BankKind }) {
  return (
    <svg
      viewBox="0 0 40 40"
      className={`withdraw-badge is-${kind.toLowerCase()}`}
      aria-hidden="true"
    >
      <rect width="40" height="40" rx="11" />
      {kind === 'BANK' ? (
        <BankMark className="withdraw-badge-mark" />
      ) : (
        <PhoneMark screen={{ className: 'withdraw-badge-screen' }}>
          <path
            d="M20 14v8M17 19l3 3 3-3"
            stroke="#fff"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            fill="none"
          />
        </PhoneMark>
      )}
    </svg>
  );
}
