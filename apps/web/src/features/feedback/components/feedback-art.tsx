import { Icon, type IconProps } from '@/shared/ui/icons';
import { Gradient } from '@/shared/ui/gradient';
import { Outlined, Stroke } from '@/shared/ui/art';

/** The hero's picture: two chat bubbles, the front one gold with a star, and sparkles. */
export function FeedbackArt() {
  return (
    <svg className="feedback-art" viewBox="0 0 96 80" aria-hidden="true" focusable="false">
      <defs>
        <Gradient id="feedback-art-gold" colors={['#ffe08a', '#e0a722']} />
        <Gradient id="feedback-art-back" colors={['#5b6bd6', '#2f3a8f']} />
      </defs>
      <path
        d="M30 8h44a10 10 0 0 1 10 10v22a10 10 0 0 1-10 10h-4v10l-12-10H30a10 10 0 0 1-10-10V18A10 10 0 0 1 30 8Z"
        fill="url(#feedback-art-back)"
      />
      <Stroke d="M36 22h34M36 30h24M36 38h16" color="#aab6ff" width={3} />
      <Outlined
        d="M14 30h34a9 9 0 0 1 9 9v18a9 9 0 0 1-9 9H30l-12 10V66h-4a9 9 0 0 1-9-9V39a9 9 0 0 1 9-9Z"
        fill="url(#feedback-art-gold)"
        line="#0b1026"
        width={2}
      />
      <path
        d="m31 37 3.2 6.5 7.2 1-5.2 5.1 1.2 7.1-6.4-3.4-6.4 3.4 1.2-7.1-5.2-5.1 7.2-1Z"
        fill="#1b1300"
      />
      <circle cx="88" cy="10" r="2.5" fill="#ffe08a" />
      <circle cx="8" cy="18" r="2" fill="#aab6ff" />
      <Stroke d="M90 56v8M86 60h8" color="#ffe08a" width={2} />
    </svg>
  );
}

export const CameraIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 8h3.5L9 5.5h6L16.5 8H20v11H4z" />
    <circle cx="12" cy="13.2" r="3.3" />
    <path d="M18.5 3v4M16.5 5h4" />
  </Icon>
);

export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />
  </Icon>
);

export const GameTipIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="7" width="18" height="11" rx="4" />
    <path d="M8 10.5v4M6 12.5h4" />
    <circle cx="15.5" cy="11.5" r="0.6" fill="currentColor" />
    <circle cx="17.5" cy="13.8" r="0.6" fill="currentColor" />
  </Icon>
);

export const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);

export const ImageIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="5" width="17" height="14" rx="2.5" />
    <circle cx="9" cy="10" r="1.6" />
    <path d="m4 17 5-4.5 3.5 3 3-2.5L20 17" />
  </Icon>
);
