import { Gradient } from '@/shared/ui/gradient';

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
      <path
        d="M60 38c-10-16-30-18-30-6s18 8 30 6zm0 0c10-16 30-18 30-6s-18 8-30 6z"
        fill="url(#invite-coin)"
        stroke="#b7851d"
        strokeWidth="1.5"
      />
      <circle cx="100" cy="22" r="11" fill="url(#invite-coin)" stroke="#b7851d" strokeWidth="1.5" />
      <text x="100" y="26.5" textAnchor="middle" fontSize="12" fontWeight="800" fill="#8a5a00">
        ₱
      </text>
      <circle cx="16" cy="24" r="7" fill="url(#invite-coin)" stroke="#b7851d" strokeWidth="1.2" />
      <path d="M84 4l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#fff3c4" />
      <path d="M34 6l1.4 3.4 3.4 1.4-3.4 1.4L34 15.6l-1.4-3.4-3.4-1.4 3.4-1.4z" fill="#fff3c4" />
    </svg>
  );
}
