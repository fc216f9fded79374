import { Gradient } from '@/shared/ui/gradient';
import { Outlined, Sparkle, Stroke } from '@/shared/ui/art';

/** The hero's trophy with laurels and sparkles, drawn here (no outside image). */
export function TrophyArt() {
  return (
    <svg className="lb-trophy" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <defs>
        <Gradient id="lb-gold" colors={['#ffe9a3', '#f3c74f', '#b7801a']} vertical />
        <radialGradient id="lb-glow" cx="0.5" cy="0.45" r="0.5">
          <stop offset="0" stopColor="#f3c74f" stopOpacity="0.55" />
          <stop offset="1" stopColor="#f3c74f" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="60" cy="54" r="56" fill="url(#lb-glow)" />
      <Outlined
        d="M38 22h44v14c0 17-9 29-22 31-13-2-22-14-22-31z"
        fill="url(#lb-gold)"
        line="#7a5210"
        width={1.5}
      />
      <Stroke
        d="M38 28H24c0 14 8 22 18 23M82 28h14c0 14-8 22-18 23"
        color="url(#lb-gold)"
        width={5}
      />
      <path d="M54 66h12l3 14H51z" fill="url(#lb-gold)" />
      <rect x="40" y="80" width="40" height="10" rx="3" fill="url(#lb-gold)" />
      <rect x="34" y="90" width="52" height="12" rx="4" fill="#6d2bd9" />
      <rect x="44" y="93" width="32" height="6" rx="2" fill="#f3c74f" opacity="0.85" />
      <path
        d="M60 31l4 8 9 1.3-6.5 6.3 1.5 9-8-4.2-8 4.2 1.5-9L47 40.3l9-1.3z"
        fill="#fff6d6"
        opacity="0.9"
      />
      <g fill="#fff3c4">
        <Sparkle x={17} y={23} r={7} waist={2} />
        <Sparkle x={102} y={15} r={5} waist={1.5} />
        <Sparkle x={104} y={66.2} r={4.2} waist={1.2} />
      </g>
    </svg>
  );
}
