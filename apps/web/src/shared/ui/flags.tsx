import type { Language } from '@app/contracts/zod-free';

/** Flags for the language picker, drawn here: the Philippines for TY, the United Kingdom for EN. */
function PhilippinesFlag() {
  return (
    <svg viewBox="0 0 30 20" width="30" height="20" aria-hidden="true">
      <rect width="30" height="10" fill="#0038a8" />
      <rect y="10" width="30" height="10" fill="#ce1126" />
      <path d="M0 0l17.3 10L0 20z" fill="#fff" />
      <circle cx="6" cy="10" r="2.2" fill="#fcd116" />
      <g fill="#fcd116">
        <circle cx="2" cy="3" r="0.9" />
        <circle cx="2" cy="17" r="0.9" />
        <circle cx="14" cy="10" r="0.9" />
      </g>
    </svg>
  );
}

function UnitedKingdomFlag() {
  return (
    <svg viewBox="0 0 30 20" width="30" height="20" aria-hidden="true">
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
    </svg>
  );
}

export function LanguageFlag({ language }: { language: Language }) {
  return (
    <span className="flag">{language === 'TY' ? <PhilippinesFlag /> : <UnitedKingdomFlag />}</span>
  );
}
