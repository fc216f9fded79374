import {
  GiftIcon,
  HomeIcon,
  InviteIcon,
  MenuIcon,
  UserIcon,
  WalletIcon,
} from '../../shared/ui/icons';
import { LogoMark } from '../../shared/ui/logo';

/** 'frame': header, content and footer of most pages; 'bare': the auth pages' brand alone. */
export type ShellKind = 'frame' | 'bare';

export type ShellProps = {
  kind: ShellKind;
  siteName: string;
  label: string;
  /** Home's first banner image, which the server painted in the shell (none on other pages). */
  banner?: string;
};

/**
 * The app shell: what index.html paints before any script runs (build/app-shell.ts writes this
 * markup into it) and what the start-up gate renders until the status is known, so the first
 * paint and React's first render are the same pixels. Pure markup: no hooks, no translations
 * (the texts come in as props), and only relative imports, so the build can render it.
 */
export function ShellView({ kind, siteName, label, banner }: ShellProps) {
  return (
    <div
      className={kind === 'frame' ? 'app-shell has-footer' : 'app-shell'}
      role="status"
      aria-label={label}
      aria-busy="true"
    >
      {kind === 'frame' ? (
        <FrameSkeleton siteName={siteName} banner={banner} />
      ) : (
        <BareSkeleton siteName={siteName} />
      )}
    </div>
  );
}

/** The frame's header (logo, site name, menu; the guest row), an empty page, the tab bar. */
function FrameSkeleton({ siteName, banner }: { siteName: string; banner?: string }) {
  return (
    <>
      <div className="app-header" aria-hidden="true">
        <div className="header-row">
          <div className="header-start">
            <span className="brand">
              <LogoMark />
              <span className="brand-name">{siteName}</span>
            </span>
          </div>
          <div className="header-end">
            <span className="icon-button">
              <MenuIcon />
            </span>
          </div>
        </div>
        <div className="account-bar guest-bar">
          <span className="account-bar-name">
            <UserIcon className="account-bar-avatar" />
            <span className="shell-bar shell-bar-name" />
          </span>
          <span className="shell-bar shell-bar-pill" />
        </div>
      </div>
      <div className="page shell-page" aria-hidden="true">
        <ShellBanner src={banner} />
        <span className="shell-bar shell-title" />
        <span className="shell-tiles">
          <span className="shell-bar" />
          <span className="shell-bar" />
          <span className="shell-bar" />
          <span className="shell-bar" />
        </span>
      </div>
      <div className="app-footer" aria-hidden="true">
        <FooterSlot icon={<HomeIcon />} />
        <FooterSlot icon={<GiftIcon />} />
        <span className="footer-item footer-deposit">
          <span className="deposit-button">
            <WalletIcon />
          </span>
          <span className="shell-bar shell-label" />
        </span>
        <FooterSlot icon={<InviteIcon />} />
        <FooterSlot icon={<UserIcon />} />
      </div>
    </>
  );
}

/**
 * The banner's grey bar, or on home its first image (the server writes it in, build/app-shell.ts):
 * the page's largest paint then comes with the HTML, before any script.
 */
export function ShellBanner({ src }: { src?: string | undefined }) {
  if (src === undefined) return <span className="shell-bar shell-banner" />;
  return (
    <img
      className="shell-bar shell-banner"
      src={src}
      alt=""
      width={750}
      height={300}
      fetchPriority="high"
    />
  );
}

function FooterSlot({ icon }: { icon: React.ReactNode }) {
  return (
    <span className="footer-item">
      <span className="footer-icon">{icon}</span>
      <span className="shell-bar shell-label" />
    </span>
  );
}

/** Login, register, forget: the brand block where the auth page draws it. */
function BareSkeleton({ siteName }: { siteName: string }) {
  return (
    <div className="page shell-page" aria-hidden="true">
      <div className="auth-brand shell-auth-brand">
        <LogoMark size={64} />
        <p className="auth-merchant">{siteName}</p>
      </div>
    </div>
  );
}
