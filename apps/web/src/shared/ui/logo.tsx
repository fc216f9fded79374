import { RadialGradient } from './gradient';

/** The demo brand's mark: a pearl in a shell of light, drawn here. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true">
      <defs>
        <RadialGradient
          id="pearl"
          cx="40%"
          cy="35%"
          r="65%"
          colors={['#fffaf0', '#f3d27a', '#b8862b']}
          offsets={[0, 0.6, 1]}
        />
      </defs>
      <path d="M16 2 29 9v14l-13 7L3 23V9z" fill="#1b2457" stroke="#f3c74f" strokeWidth="1.5" />
      <circle cx="16" cy="16" r="7" fill="url(#pearl)" />
    </svg>
  );
}
