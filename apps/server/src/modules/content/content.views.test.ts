import { describe, expect, it } from 'vitest';
import type { AnnouncementRow } from './content.repository.js';
import type { ContentSnapshot } from './content.store.js';
import { announcementsOf, homeBannerOf } from './content.views.js';

const NOW = Date.UTC(2026, 10, 25, 4);

let nextId = 1;
function banner(patch: Partial<AnnouncementRow>): AnnouncementRow {
  return {
    id: nextId++,
    merchantId: 1,
    type: 'B',
    groupName: 'm_home',
    platform: 'M',
    language: 'TY',
    title: 'Welcome',
    content: '',
    imageUrl: '/media/banners/welcome-ty.webp',
    linkageType: null,
    linkage: '',
    vendor: '',
    roomId: '',
    nodeId: '',
    gameType: '',
    sortOrder: 0,
    startsAt: new Date(NOW - 3_600_000),
    endsAt: null,
    createdAt: new Date(NOW - 3_600_000),
    ...patch,
  };
}

const snapshot = (announcements: AnnouncementRow[]): ContentSnapshot => ({
  merchantId: 1,
  announcements,
  hotMatches: [],
  help: [],
  version: 1,
});

describe("home's first banner for the page's shell", () => {
  it('is the first banner the home page would show in that language', () => {
    const rows = [
      banner({ type: 'PL', imageUrl: '/media/notice.svg' }),
      banner({ groupName: 'm_reg', imageUrl: '/media/register.svg' }),
      banner({ platform: 'W', imageUrl: '/media/desktop.svg' }),
      banner({ language: 'EN', imageUrl: '/media/banners/welcome-en.webp' }),
      banner({ endsAt: new Date(NOW - 60_000), imageUrl: '/media/ended.svg' }),
      banner({ startsAt: new Date(NOW + 120_000), imageUrl: '/media/later.svg' }),
      banner({ imageUrl: '/media/banners/lotto-ty.webp' }),
      banner({ imageUrl: '/media/banners/second-ty.webp' }),
    ];
    const content = snapshot(rows);
    expect(homeBannerOf(content, 'TY', NOW)).toBe('/media/banners/lotto-ty.webp');
    expect(homeBannerOf(content, 'EN', NOW)).toBe('/media/banners/welcome-en.webp');
    const answer = announcementsOf(content, {
      language: 'TY',
      types: ['B'],
      groupName: 'm_home',
      platform: 'M',
      at: NOW,
      agent: false,
    });
    expect(answer.banners[0]?.url).toBe(homeBannerOf(content, 'TY', NOW));
  });

  it('is none without a banner, or when its image is not a path of this site', () => {
    expect(homeBannerOf(snapshot([]), 'TY', NOW)).toBeUndefined();
    for (const imageUrl of [
      'https://cdn.example/b.png',
      '//cdn.example/b.png',
      '',
      'media/b.svg',
    ]) {
      expect(homeBannerOf(snapshot([banner({ imageUrl })]), 'TY', NOW)).toBeUndefined();
    }
  });
});
