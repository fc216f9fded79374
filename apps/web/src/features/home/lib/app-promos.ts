import type { ConsolidatedSettings } from '@app/contracts/zod-free';
import { detectDevice, downloadLinks, isIosOutsideSafari, type Device } from './downloads';

/**
 * The rules of home's two app promotions (SPEC §2 Home): the download bar and the
 * add-to-home-screen banner. Pure: everything they depend on comes in as a value, so a test can
 * try any phone.
 */
export type PromoContext = {
  userAgent: string;
  /** navigator.maxTouchPoints (iPadOS 13+ says "Macintosh", with touch). */
  maxTouchPoints: number;
  /** Opened from the home screen (display-mode standalone or navigator.standalone). */
  isStandalone: boolean;
  /** Running inside the native app shell (user agent "App…Ver", see shared/device.ts). */
  isAppShell: boolean;
  resources: ConsolidatedSettings['resources'] | undefined;
};

export type DownloadBar = {
  device: Extract<Device, 'android' | 'ios'>;
  /** iOS outside Safari: Download says 'Please use Safari for download App.' instead. */
  needsSafari: boolean;
};

/**
 * The download bar, or null when hidden: in the app shell, on the home screen, after the player
 * closed it (local hideDownloadBar), and when the site has no link for the platform: the Android
 * link on Android, the iOS or the configuration-profile link on iOS. Below iOS 12.4 (SPEC §9, the
 * app's minimum) the iOS app link does not count: the app cannot be installed there.
 *
 * On any other device (a computer, an unknown phone) it is hidden too: an APK or an iOS profile
 * cannot be installed there, and the side buttons' download sheet still lists every link.
 */
export function downloadBar(context: PromoContext, isClosed: boolean): DownloadBar | null {
  if (context.isAppShell || context.isStandalone || isClosed) return null;
  const device = detectDevice(context.userAgent, context.maxTouchPoints);
  if (device === 'other') return null;
  const links = downloadLinks(context.resources, device).filter(
    (link) => link.kind !== 'ios' || meetsIosAppMinimum(context.userAgent),
  );
  if (links.length === 0) return null;
  return { device, needsSafari: device === 'ios' && isIosOutsideSafari(context.userAgent) };
}

/**
 * What the add-to-home-screen banner offers:
 * - 'ios-old': iOS 11 or lower, or 12.0 to 12.1 (any browser) — a tip: home-screen web apps of
 *   these versions lose their state (and the sign-in) when left, so update or play in Safari;
 * - 'ios-profile': iOS Safari when the site has a MOBILECONFIG link — a button for the profile;
 * - 'ios-share': iOS Safari otherwise — share icon, then "Add to Home Screen";
 * - 'install': Android, Chromium and the rest when the browser offered its install prompt
 *   (beforeinstallprompt) — an Install button that opens it.
 * Other iOS browsers get nothing here (the download bar tells them to use Safari).
 */
export type HomeScreenHint = 'ios-old' | 'ios-profile' | 'ios-share' | 'install';

export function homeScreenHint(
  context: PromoContext,
  options: { isClosed: boolean; canPromptInstall: boolean },
): HomeScreenHint | null {
  if (context.isAppShell || context.isStandalone || options.isClosed) return null;
  if (detectDevice(context.userAgent, context.maxTouchPoints) !== 'ios') {
    return options.canPromptInstall ? 'install' : null;
  }
  if (isOldIos(context.userAgent)) return 'ios-old';
  if (isIosOutsideSafari(context.userAgent)) return null;
  const hasProfile = downloadLinks(context.resources, 'ios').some((l) => l.kind === 'mobileconfig');
  return hasProfile ? 'ios-profile' : 'ios-share';
}

/**
 * The iOS version in the user agent ("CPU iPhone OS 12_1_4 like Mac OS X"), or undefined when it
 * names none (iPadOS 13 and later say "Macintosh": a recent system).
 */
export function iosVersion(userAgent: string): [major: number, minor: number] | undefined {
  const match = /\bOS (\d+)_(\d+)(?:_\d+)? like Mac OS X/.exec(userAgent);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/** iOS 11 or lower, or 12.0 to 12.1 (SPEC §2 Add-to-home-screen banner). */
export function isOldIos(userAgent: string): boolean {
  const version = iosVersion(userAgent);
  if (!version) return false;
  const [major, minor] = version;
  return major <= 11 || (major === 12 && minor <= 1);
}

/** SPEC §9 "iOS 12.4 minimum for app". */
const IOS_APP_MINIMUM = { major: 12, minor: 4 };

/** Whether the iOS app installs on this system (one the user agent does not name is recent). */
export function meetsIosAppMinimum(userAgent: string): boolean {
  const version = iosVersion(userAgent);
  if (!version) return true;
  const [major, minor] = version;
  const { major: least, minor: leastMinor } = IOS_APP_MINIMUM;
  return major > least || (major === least && minor >= leastMinor);
}
