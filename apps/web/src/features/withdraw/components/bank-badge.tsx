import type { BankKind } from '@app/contracts';

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
        <g className="withdraw-badge-mark">
          <path d="M20 8 8 14.5V17h24v-2.5z" />
          <rect x="11" y="18.5" width="3" height="10" rx="1" />
          <rect x="18.5" y="18.5" width="3" height="10" rx="1" />
          <rect x="26" y="18.5" width="3" height="10" rx="1" />
          <rect x="8" y="29.5" width="24" height="3" rx="1" />
        </g>
      ) : (
        <g>
          <rect x="12" y="7" width="16" height="26" rx="3.5" fill="#fff" />
          <rect x="14.5" y="10" width="11" height="16" rx="1.5" className="withdraw-badge-screen" />
          <path
            d="M20 14v8M17 19l3 3 3-3"
            stroke="#fff"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            fill="none"
          />
        </g>
      )}
    </svg>
  );
}
