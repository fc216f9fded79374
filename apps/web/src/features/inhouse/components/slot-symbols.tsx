import type { SlotSymbol } from '@app/contracts';
import type { ReactNode } from 'react';
import { Outlined, Stroke } from '@/shared/ui/art';

/** The slot's symbols, drawn here (64×64): bold shapes that read at 48 px on a phone. */
const ART: Record<SlotSymbol, ReactNode> = {
  cherry: (
    <>
      <Stroke d="M33 10c-4 10-12 18-15 26M33 10c2 10 8 18 14 22" color="#3f9b4a" width={3.5} />
      <path d="M33 10c6-6 16-6 22 0-7 5-15 5-22 0z" fill="#58c26a" />
      <circle cx="19" cy="44" r="12" fill="#e2293f" />
      <circle cx="45" cy="41" r="12" fill="#c81d34" />
      <circle cx="15" cy="40" r="3.5" fill="#ff8a98" />
      <circle cx="41" cy="37" r="3.5" fill="#ff8a98" />
    </>
  ),
  lemon: (
    <>
      <ellipse cx="32" cy="34" rx="22" ry="17" fill="#ffd83d" transform="rotate(-18 32 34)" />
      <Stroke d="M10 44l-4 4M54 24l4-4" color="#e6b800" width={4} />
      <ellipse cx="25" cy="28" rx="8" ry="4" fill="#fff3a6" transform="rotate(-18 25 28)" />
    </>
  ),
  bell: (
    <>
      <Outlined
        d="M32 8c-11 0-17 9-17 20v10l-6 8h46l-6-8V28c0-11-6-20-17-20z"
        fill="#f3c74f"
        line="#b8860b"
        width={2.5}
      />
      <circle cx="32" cy="52" r="6" fill="#b8860b" />
      <Stroke d="M22 24c1-5 4-8 8-9" color="#fff1b8" width={3} />
    </>
  ),
  // Three bars, light to dark.
  bar: (
    <>
      {['#e9edff', '#9aa8ff', '#5a6ee8'].map((fill, i) => (
        <rect
          key={fill}
          x="8"
          y={12 + 15 * i}
          width="48"
          height="10"
          rx="3"
          fill={fill}
          stroke="#1b2150"
          strokeWidth="2"
        />
      ))}
    </>
  ),
  seven: (
    <Outlined d="M14 10h38v9L32 56H20l19-35H14z" fill="#ff3b4f" line="#8c0a1b" width={3} isRound />
  ),
  gem: (
    <>
      <Outlined d="M18 12h28l12 14-26 30L6 26z" fill="#35d6f0" line="#0b7d96" width={2.5} isRound />
      <path
        d="M6 26h52M18 12l8 14 6 30 6-30 8-14M26 26l6-14 6 14"
        stroke="#0b7d96"
        strokeWidth="1.8"
        fill="none"
      />
      <Stroke d="M20 17l4 7" color="#e3fbff" width={3} />
    </>
  ),
};

export function SlotSymbolArt({ symbol, label }: { symbol: SlotSymbol; label?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={`slot-symbol slot-symbol-${symbol}`}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {ART[symbol]}
    </svg>
  );
}
