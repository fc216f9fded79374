import { Icon, type IconProps } from '@/shared/ui/icons';

/** The home page's own line icons (24×24, currentColor, decorative). */
export const SpeakerIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 9.5v5h3.5L13 19V5L7.5 9.5z" />
    <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
  </Icon>
);
export const DownloadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5" />
    <path d="M5 19h14" />
  </Icon>
);
export const FlameIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 21c3.9 0 6.5-2.6 6.5-6.2 0-3.6-2.7-5.8-4.2-8.8-.6 2-1.6 3.1-2.8 3.8C11.6 7 10.5 4.8 8.5 3c.2 3.4-3 5.6-3 11.3C5.5 18.2 8.1 21 12 21z" />
    <path d="M12 21c-1.6 0-2.8-1.2-2.8-2.8 0-1.8 1.5-2.8 2.5-4.4.7 1.3 3.1 2.4 3.1 4.6 0 1.5-1.2 2.6-2.8 2.6z" />
  </Icon>
);
export const ChatIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 5.5h16v10H10l-4.5 3.5V15.5H4z" />
    <path d="M8 10.5h.01M12 10.5h.01M16 10.5h.01" strokeWidth={2.6} />
  </Icon>
);
export const FacebookIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 8.5h2.5V5H14a3.5 3.5 0 0 0-3.5 3.5V11H8v3.5h2.5V21H14v-6.5h2.5L17 11h-3V9a.5.5 0 0 1 .5-.5z" />
  </Icon>
);
export const TelegramIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 4 3 11l6 2.2M21 4l-3 16-6.5-5.2M21 4 9 13.2m0 0V19l2.5-4.3" />
  </Icon>
);
export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
export const AndroidIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 10h12v7.5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 6 17.5zM6 9a6 6 0 0 1 12 0z" />
    <path d="M8 3.5 9.5 6M16 3.5 14.5 6M3.5 11v5M20.5 11v5M9.5 19v2M14.5 19v2" />
  </Icon>
);
export const AppleIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M16.5 12.5c0-2.3 1.9-3.3 2-3.4a4.3 4.3 0 0 0-3.4-1.8c-1.4-.1-2.8.9-3.5.9s-1.8-.9-3-.8A4.5 4.5 0 0 0 5 9.7c-1.6 2.8-.4 6.9 1.1 9.1.8 1.1 1.7 2.3 2.8 2.2 1.1 0 1.6-.7 2.9-.7s1.7.7 2.9.7c1.2 0 2-1.1 2.7-2.2a9.6 9.6 0 0 0 1.2-2.5 3.9 3.9 0 0 1-2.1-3.8z" />
    <path d="M14.3 5.6A3.6 3.6 0 0 0 15.1 3a3.8 3.8 0 0 0-2.5 1.3 3.5 3.5 0 0 0-.9 2.5 3.1 3.1 0 0 0 2.6-1.2z" />
  </Icon>
);
export const ProfileIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M9.5 8.5h5M9.5 12h5M11 18h2" />
  </Icon>
);
export const QuickLinksIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="2" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="2" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="2" />
    <circle cx="16.75" cy="16.75" r="3.25" />
  </Icon>
);
/** iOS Safari's share button: a box with an arrow out of it. */
export const ShareIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3.5v11M8.5 7 12 3.5 15.5 7" />
    <path d="M8.5 10H6.5v10.5h11V10h-2" />
  </Icon>
);
/** A phone with a plus: add to the home screen. */
export const AddToHomeIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M12 9v6M9 12h6M11 18.5h2" />
  </Icon>
);
/** A filled star (rating). */
export const StarIcon = (p: IconProps) => (
  <Icon {...p} fill="currentColor" stroke="none">
    <path d="m12 3 2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 16.9l-5.4 2.9 1.1-6.1-4.5-4.3 6.1-.8z" />
  </Icon>
);
