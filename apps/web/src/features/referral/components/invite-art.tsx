import { Gradient } from '@/shared/ui/gradient';
import { Outlined, Sparkle } from '@/shared/ui/art';

/** The hero's drawing: a gift box with a ribbon, coins and sparkles (decorative). */
export function InviteArt() {
  return (
    <svg className="invite-art" viewBox="0 0 120 110" aria-hidden="true">
      <defs>
        <Gradient id="invite-box" colors={['#ff5f6d', '#c2185b']} vertical />
        <Gradient id="invite-coin" colors={['#ffe58a', '#e0a526']} />
      </defs>
      <ellipse cx="60" cy="102" rx="44" ry="6" fill="rgb(0 0 0 / 0.3)" />
      <rect x="22" y="50" width="76" height="50" rx="6" fill="url(#invite-box)" />
      <rect x="16" y="38" width="88" height="18" rx="5" fill="#ff7a85" />
      <rect x="54" y="38" width="12" height="62" fill="url(#invite-coin)" />
      <Outlined
        d="M60 38c-10-16-30-18-30-6s18 8 30 6zm0 0c10-16 30-18 30-6s-18 8-30 6z"
        fill="url(#invite-coin)"
        line="#b7851d"
        width={1.5}
      />
      <circle cx="100" cy="22" r="11" fill="url(#invite-coin)" stroke="#b7851d" strokeWidth="1.5" />
      <text x="100" y="26.5" textAnchor="middle" fontSize="12" fontWeight="800" fill="#8a5a00">
        ₱
      </text>
      <circle cx="16" cy="24" r="7" fill="url(#invite-coin)" stroke="#b7851d" strokeWidth="1.2" />
      <Sparkle x={84} y={11} r={7} waist={2} fill="#fff3c4" />
      <Sparkle x={34} y={10.8} r={4.8} waist={1.4} fill="#fff3c4" />
    </svg>
  );
}
