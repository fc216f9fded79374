import { describe, expect, it } from 'vitest';
import { detectDevice, downloadLinks } from './downloads';
import { linkTarget } from './links';
import { formatMatchTime } from './match-time';

const resources = [
  { resourceType: 'Android' as const, url: 'https://dl.example/app.apk' },
  { resourceType: 'IOS' as const, url: 'https://dl.example/ios' },
  { resourceType: 'MOBILECONFIG' as const, url: 'https://dl.example/app.mobileconfig' },
  { resourceType: 'AppDownloadIcon' as const, url: '/icons/app-icon.svg' },
];

describe('home helpers', () => {
  it('formats the match time as MM/DD HH:mm', () => {
    // 01:04 UTC is 09:04 in Manila, whatever zone the phone is in.
    expect(formatMatchTime(Date.UTC(2025, 2, 7, 1, 4))).toBe('03/07 09:04');
  });

  it('sends site paths into the app, https out, and refuses the rest', () => {
    const origin = 'https://perlas.example';
    expect(linkTarget('/m/lottery', origin)).toEqual({ kind: 'app', path: '/m/lottery' });
    expect(linkTarget('https://perlas.example/m/activity?id=2', origin)).toEqual({
      kind: 'app',
      path: '/m/activity?id=2',
    });
    expect(linkTarget('https://t.me/x', origin)).toEqual({ kind: 'web', url: 'https://t.me/x' });
    for (const bad of [
      'javascript:alert(1)',
      'http://plain.example',
      '//evil.example',
      'data:x',
      '',
    ]) {
      expect(linkTarget(bad, origin), bad).toBeNull();
    }
  });

  it('lists the download links for the device', () => {
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile';
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari';
    expect(detectDevice(android, 5)).toBe('android');
    expect(detectDevice(iphone, 5)).toBe('ios');
    expect(detectDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15)', 5)).toBe('ios');
    expect(detectDevice('Mozilla/5.0 (X11; Linux x86_64)', 0)).toBe('other');
    expect(downloadLinks(resources, 'android').map((l) => l.kind)).toEqual(['android']);
    expect(downloadLinks(resources, 'ios').map((l) => l.kind)).toEqual(['ios', 'mobileconfig']);
    expect(downloadLinks(resources, 'other').map((l) => l.kind)).toEqual([
      'android',
      'ios',
      'mobileconfig',
    ]);
    expect(downloadLinks(undefined, 'other')).toEqual([]);
  });
});
