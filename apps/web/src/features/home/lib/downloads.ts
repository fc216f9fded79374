import type { ConsolidatedSettings } from '@app/contracts/zod-free';

export type DownloadKind = 'android' | 'ios' | 'mobileconfig';
export type DownloadLink = { kind: DownloadKind; url: string };
export type Device = 'android' | 'ios' | 'other';

/** The phone the page runs on, from its user agent (iPadOS 13+ says Macintosh, with touch). */
export function detectDevice(
  userAgent = navigator.userAgent,
  maxTouchPoints = navigator.maxTouchPoints,
): Device {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'other';
}

/** Other browsers on iOS, and the in-app browsers of Facebook, Instagram, LINE, WeChat, TikTok… */
const OTHER_IOS_BROWSERS =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|FBAN|FBAV|FBIOS|Instagram|(^|\s)Line\/|MicroMessenger|Twitter|musical_ly|BytedanceWebview/i;

/**
 * iOS installs profiles and apps from Safari only (SPEC §2 Download bar). Outside Safari: a
 * browser or in-app browser known by name, or a web view of any other app (no "Safari/" token).
 */
export const isIosOutsideSafari = (userAgent = navigator.userAgent) =>
  OTHER_IOS_BROWSERS.test(userAgent) || !/Safari\//.test(userAgent);

const KINDS: Record<string, DownloadKind> = {
  Android: 'android',
  IOS: 'ios',
  MOBILECONFIG: 'mobileconfig',
};
const FOR_DEVICE: Record<Device, readonly DownloadKind[]> = {
  android: ['android'],
  ios: ['ios', 'mobileconfig'],
  other: ['android', 'ios', 'mobileconfig'],
};

/**
 * SPEC §2: the download popup lists the Android, iOS and mobile-config links of the site's
 * resources that fit the device (all of them on a computer).
 */
export function downloadLinks(
  resources: ConsolidatedSettings['resources'] | undefined,
  device: Device,
): DownloadLink[] {
  const links: DownloadLink[] = [];
  for (const resource of resources ?? []) {
    const kind = KINDS[resource.resourceType];
    if (kind && resource.url && FOR_DEVICE[device].includes(kind))
      links.push({ kind, url: resource.url });
  }
  return links;
}
