/** A red envelope drawn here (decorative): red body, gold seal and trim (the agent's rain, home's envelope). */
export function EnvelopeArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 80" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="rr-red" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ef4444" />
          <stop offset="1" stopColor="#a3121f" />
        </linearGradient>
        <linearGradient id="rr-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#d99a1e" />
        </linearGradient>
      </defs>
      <rect x="4" y="6" width="56" height="70" rx="7" fill="url(#rr-red)" />
      <path d="M4 13a7 7 0 0 1 7-7h42a7 7 0 0 1 7 7v9L32 38 4 22z" fill="#c81e2c" />
      <path d="M4 22 32 38 60 22" fill="none" stroke="url(#rr-gold)" strokeWidth="2" />
      <circle cx="32" cy="38" r="9" fill="url(#rr-gold)" />
      <text x="32" y="42.5" textAnchor="middle" fontSize="12" fontWeight="800" fill="#a3121f">
        ₱
      </text>
      <rect x="10" y="66" width="44" height="3" rx="1.5" fill="url(#rr-gold)" opacity="0.7" />
    </svg>
  );
}
