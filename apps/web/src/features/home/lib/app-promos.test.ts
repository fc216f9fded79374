import { describe, expect, it } from 'vitest';
import { isAppShell } from '@/shared/device';
import { downloadBar, homeScreenHint, iosVersion, isOldIos, type PromoContext } from './app-promos';
import { isIosOutsideSafari } from './downloads';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
  iphoneEdge:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/124.0.2478.89 Mobile/15E148 Safari/605.1.15',
  iphoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0.0.40.109;FBBV/585714339]',
  iphoneInstagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 329.0.3.29.120 (iPhone14,5; iOS 17_4)',
  iphoneLine:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.6.0',
  iphone11:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
  iphone12_1:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  iphone12_2:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  iphone12_3:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.1 Mobile/15E148 Safari/604.1',
  iphone12_4:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  appShell:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 PerlasApp/2.1 Ver/2.1.0',
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

const ALL_LINKS = [
  { resourceType: 'Android' as const, url: 'https://dl.example/app.apk' },
  { resourceType: 'IOS' as const, url: 'https://dl.example/ios' },
  { resourceType: 'MOBILECONFIG' as const, url: 'https://dl.example/app.mobileconfig' },
  { resourceType: 'AppDownloadIcon' as const, url: '/icons/app-icon.svg' },
];
const only = (...types: string[]) => ALL_LINKS.filter((r) => types.includes(r.resourceType));

function phone(userAgent: string, patch: Partial<PromoContext> = {}): PromoContext {
  return {
    userAgent,
    maxTouchPoints: /Macintosh/.test(userAgent) ? 5 : userAgent === UA.desktop ? 0 : 5,
    isStandalone: false,
    isAppShell: isAppShell(userAgent),
    resources: ALL_LINKS,
    ...patch,
  };
}

describe('download bar (SPEC §2 Home)', () => {
  it('shows on iPhone Safari, whose Download opens the links', () => {
    expect(downloadBar(phone(UA.iphoneSafari), false)).toEqual({
      device: 'ios',
      needsSafari: false,
    });
  });

  it('shows on iOS outside Safari, where Download asks for Safari instead', () => {
    for (const ua of [
      UA.iphoneChrome,
      UA.iphoneFirefox,
      UA.iphoneEdge,
      UA.iphoneFacebook,
      UA.iphoneInstagram,
      UA.iphoneLine,
    ]) {
      expect(downloadBar(phone(ua), false), ua).toEqual({ device: 'ios', needsSafari: true });
    }
  });

  it('shows on Android Chrome with the Android link', () => {
    expect(downloadBar(phone(UA.androidChrome), false)).toEqual({
      device: 'android',
      needsSafari: false,
    });
  });

  it('is hidden in the native app shell', () => {
    expect(downloadBar(phone(UA.appShell), false)).toBeNull();
  });

  it('is hidden when opened from the home screen', () => {
    expect(downloadBar(phone(UA.iphoneSafari, { isStandalone: true }), false)).toBeNull();
    expect(downloadBar(phone(UA.androidChrome, { isStandalone: true }), false)).toBeNull();
  });

  it('is hidden once closed (hideDownloadBar)', () => {
    expect(downloadBar(phone(UA.iphoneSafari), true)).toBeNull();
  });

  it("is hidden when the site has no link for the phone's platform", () => {
    const iosOnly = only('IOS', 'AppDownloadIcon');
    expect(downloadBar(phone(UA.androidChrome, { resources: iosOnly }), false)).toBeNull();
    const androidOnly = only('Android');
    expect(downloadBar(phone(UA.iphoneSafari, { resources: androidOnly }), false)).toBeNull();
    expect(downloadBar(phone(UA.iphoneSafari, { resources: undefined }), false)).toBeNull();
  });

  it('counts the configuration profile as an iOS link', () => {
    const profileOnly = only('MOBILECONFIG');
    expect(downloadBar(phone(UA.iphoneSafari, { resources: profileOnly }), false)).not.toBeNull();
    expect(downloadBar(phone(UA.androidChrome, { resources: profileOnly }), false)).toBeNull();
  });

  it('offers the iOS app from iOS 12.4 on (its minimum); below, only a profile shows the bar', () => {
    const appOnly = only('IOS');
    expect(downloadBar(phone(UA.iphone12_4, { resources: appOnly }), false)).not.toBeNull();
    expect(downloadBar(phone(UA.iphone12_3, { resources: appOnly }), false)).toBeNull();
    expect(downloadBar(phone(UA.iphone11, { resources: appOnly }), false)).toBeNull();
    expect(downloadBar(phone(UA.iphone12_3), false)).not.toBeNull();
    expect(downloadBar(phone(UA.ipadOs, { resources: appOnly }), false)).not.toBeNull();
  });

  it('treats an iPad (Macintosh with touch) as iOS and a computer as neither', () => {
    expect(downloadBar(phone(UA.ipadOs), false)?.device).toBe('ios');
    expect(downloadBar(phone(UA.desktop), false)).toBeNull();
  });
});

describe('add-to-home-screen banner (SPEC §2 Home)', () => {
  const open = { isClosed: false, canPromptInstall: false };

  it('gives iOS 11 and lower, and 12.0 to 12.1, the older-iOS tip', () => {
    expect(homeScreenHint(phone(UA.iphone11), open)).toBe('ios-old');
    expect(homeScreenHint(phone(UA.iphone12_1), open)).toBe('ios-old');
    expect(homeScreenHint(phone(UA.iphone11, { resources: [] }), open)).toBe('ios-old');
  });

  it('offers the profile on iOS 12.2 and later in Safari when a MOBILECONFIG link exists', () => {
    expect(homeScreenHint(phone(UA.iphone12_2), open)).toBe('ios-profile');
    expect(homeScreenHint(phone(UA.iphoneSafari), open)).toBe('ios-profile');
    expect(homeScreenHint(phone(UA.ipadOs), open)).toBe('ios-profile');
  });

  it('otherwise shows the share → Add to Home Screen hint in Safari', () => {
    const noProfile = { resources: only('IOS', 'Android') };
    expect(homeScreenHint(phone(UA.iphoneSafari, noProfile), open)).toBe('ios-share');
    expect(homeScreenHint(phone(UA.iphoneSafari, { resources: undefined }), open)).toBe(
      'ios-share',
    );
  });

  it('shows nothing in other iOS browsers (the download bar asks for Safari)', () => {
    expect(homeScreenHint(phone(UA.iphoneChrome), open)).toBeNull();
    expect(homeScreenHint(phone(UA.iphoneFacebook), open)).toBeNull();
  });

  it('offers Install on Android and computers only once the browser offered its prompt', () => {
    expect(homeScreenHint(phone(UA.androidChrome), open)).toBeNull();
    const prompted = { ...open, canPromptInstall: true };
    expect(homeScreenHint(phone(UA.androidChrome), prompted)).toBe('install');
    expect(homeScreenHint(phone(UA.desktop), prompted)).toBe('install');
  });

  it('is never shown on the home screen, in the app shell or once closed', () => {
    const prompted = { isClosed: false, canPromptInstall: true };
    expect(homeScreenHint(phone(UA.iphoneSafari, { isStandalone: true }), open)).toBeNull();
    expect(homeScreenHint(phone(UA.iphone11, { isStandalone: true }), open)).toBeNull();
    expect(homeScreenHint(phone(UA.androidChrome, { isStandalone: true }), prompted)).toBeNull();
    expect(homeScreenHint(phone(UA.appShell), prompted)).toBeNull();
    expect(homeScreenHint(phone(UA.iphoneSafari), { ...open, isClosed: true })).toBeNull();
    expect(homeScreenHint(phone(UA.androidChrome), { ...prompted, isClosed: true })).toBeNull();
  });

  it('reads the iOS version from the user agent', () => {
    expect(iosVersion(UA.iphone12_1)).toEqual([12, 1]);
    expect(iosVersion(UA.iphoneSafari)).toEqual([17, 4]);
    expect(iosVersion(UA.ipadOs)).toBeUndefined();
    expect(isOldIos(UA.iphone12_2)).toBe(false);
    expect(isOldIos(UA.androidChrome)).toBe(false);
  });

  it('knows Safari from other iOS browsers and web views', () => {
    expect(isIosOutsideSafari(UA.iphoneSafari)).toBe(false);
    expect(isIosOutsideSafari(UA.ipadOs)).toBe(false);
    expect(isIosOutsideSafari(UA.iphoneChrome)).toBe(true);
    // A web view of an app that does not name itself: no "Safari/" token.
    expect(
      isIosOutsideSafari(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      ),
    ).toBe(true);
  });
});
