import type { PromotionKind } from '@app/contracts';
import { Gradient } from '@/shared/ui/gradient';

/** Each kind's drawn art: its colours and a motif (coins, calendar, friends, target). */
const ART: Record<PromotionKind, { from: string; to: string }> = {
  FIRST_DEPOSIT: { from: '#7b2ff7', to: '#f107a3' },
  DAILY_CHECKIN: { from: '#0f9b8e', to: '#1a4fd6' },
  REFERRAL: { from: '#f7971e', to: '#d7263d' },
  MISSION: { from: '#2b5876', to: '#4e4376' },
};

function Motif({ kind }: { kind: PromotionKind }) {
  switch (kind) {
    case 'FIRST_DEPOSIT':
      return (
        <g>
          {[0, 1, 2].map((i) => (
            <g key={i} transform={`translate(${232 + i * 22} ${78 - i * 16})`}>
              <ellipse rx="24" ry="9" cy="8" fill="#b8860b" />
              <ellipse rx="24" ry="9" fill="#f3c74f" stroke="#fff3c4" strokeWidth="2" />
              <text y="4" textAnchor="middle" fontSize="11" fontWeight="700" fill="#8a5a00">
                ₱
              </text>
            </g>
          ))}
          <text x="210" y="40" fontSize="30" fontWeight="800" fill="#fff" opacity="0.9">
            ×2
          </text>
        </g>
      );
    case 'DAILY_CHECKIN':
      return (
        <g transform="translate(228 22)">
          <rect width="78" height="70" rx="10" fill="#fff" />
          <rect width="78" height="20" rx="10" fill="#f3c74f" />
          <rect y="12" width="78" height="8" fill="#f3c74f" />
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <circle
              key={i}
              cx={14 + (i % 3) * 25}
              cy={36 + Math.floor(i / 3) * 20}
              r="7"
              fill={i < 4 ? '#0f9b8e' : '#d8dee9'}
            />
          ))}
          <path d="M44 54 l6 6 l12 -14" stroke="#fff" strokeWidth="4" fill="none" />
        </g>
      );
    case 'REFERRAL':
      return (
        <g fill="#fff">
          <circle cx="250" cy="46" r="14" />
          <path d="M226 100 q24 -40 48 0 z" />
          <circle cx="290" cy="40" r="16" opacity="0.9" />
          <path d="M262 100 q28 -46 56 0 z" opacity="0.9" />
        </g>
      );
    case 'MISSION':
      return (
        <g fill="none" strokeWidth="6">
          <circle cx="270" cy="60" r="38" stroke="#fff" />
          <circle cx="270" cy="60" r="24" stroke="#f3c74f" />
          <circle cx="270" cy="60" r="9" fill="#fff" stroke="none" />
        </g>
      );
  }
}

/** A promotion's banner, drawn here (no image hosts); its title is the card's own text. */
export function PromotionBanner({ kind, id }: { kind: PromotionKind; id: number }) {
  const { from, to } = ART[kind];
  const gradient = `promo-gradient-${id}`;
  return (
    <svg className="promo-banner" viewBox="0 0 340 120" aria-hidden="true" focusable="false">
      <defs>
        <Gradient id={gradient} colors={[from, to]} />
      </defs>
      <rect width="340" height="120" fill={`url(#${gradient})`} />
      <circle cx="40" cy="-10" r="70" fill="#fff" opacity="0.08" />
      <circle cx="330" cy="130" r="60" fill="#fff" opacity="0.08" />
      <Motif kind={kind} />
    </svg>
  );
}
