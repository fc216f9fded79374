import { Icon, type IconProps } from '@/shared/ui/icons';

export const PlayerIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="3.6" />
    <path d="M4.8 20c.8-3.6 3.6-5.6 7.2-5.6s6.4 2 7.2 5.6" />
  </Icon>
);

export const TeamIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="8.5" r="3.1" />
    <path d="M3 19.5c.6-3.1 2.9-4.9 6-4.9s5.4 1.8 6 4.9" />
    <circle cx="17" cy="7" r="2.4" />
    <path d="M16.2 12.2c2.6-.2 4.4 1.3 4.9 4" />
  </Icon>
);

export const AddUserIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="10" cy="8" r="3.6" />
    <path d="M3 20c.8-3.6 3.4-5.6 7-5.6 1.4 0 2.6.3 3.7.9" />
    <path d="M18 14v6M15 17h6" />
  </Icon>
);

export const LinkIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.2 1.2" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2" />
  </Icon>
);

export const CheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12.5l4.2 4.2L19 7" />
  </Icon>
);

export const CrossIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const QrIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <path d="M14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2" />
  </Icon>
);
