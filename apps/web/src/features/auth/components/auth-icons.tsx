import { Icon, type IconProps } from '@/shared/ui/icons';

/** Icons of the auth screens, drawn in the shared line-icon frame. */
export const PlayIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 8.5v7l5.5-3.5z" fill="currentColor" />
  </Icon>
);
/** Social buttons carry a plain initial in a disc (UI.md: no real brands' logos). */
export const InitialMark = ({
  letter,
  color,
  ...p
}: IconProps & { letter: string; color: string }) => (
  <Icon {...p} strokeWidth={0}>
    <circle cx="12" cy="12" r="11" fill={color} />
    <text x="12" y="16.5" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff">
      {letter}
    </text>
  </Icon>
);
/** The agent login: a briefcase. */
export const BriefcaseIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18M11 12.5v2h2v-2" />
  </Icon>
);
