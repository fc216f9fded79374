import { Gradient } from '@/shared/ui/gradient';
import { Stroke } from '@/shared/ui/art';

/** Coins coming back into a wallet, with a return arrow: drawn here, decorative. */
export function RebateArt() {
  return (
    <svg className="rebate-hero-art" viewBox="0 0 120 96" aria-hidden="true">
      <defs>
        <Gradient id="rebate-coin" colors={['#ffe08a', '#e0a722']} />
      </defs>
      <rect x="14" y="40" width="84" height="50" rx="12" fill="#2f3f96" />
      <rect x="14" y="40" width="84" height="14" rx="7" fill="#3b4db0" />
      <rect x="74" y="58" width="30" height="18" rx="9" fill="#1d2766" />
      <circle cx="86" cy="67" r="4" fill="#f3c74f" />
      <circle cx="40" cy="24" r="14" fill="url(#rebate-coin)" />
      <circle cx="66" cy="18" r="11" fill="url(#rebate-coin)" />
      <text x="40" y="29" textAnchor="middle" fontSize="14" fontWeight="900" fill="#7a5200">
        %
      </text>
      <Stroke
        d="M88 14a16 16 0 0 1 4 22M92 36l-7-1M92 36l2-7"
        color="#f3c74f"
        width={3.5}
        strokeLinejoin="round"
      />
    </svg>
  );
}
