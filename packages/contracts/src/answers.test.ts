import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import * as guards from './answers.js';
import * as contracts from './index.js';
import type { Infer } from './guard.js';

/** Each first-load guard beside the zod contract it mirrors, with one valid answer. */
const template = {
  app_background: '',
  app_desc: 'Play',
  app_desc_font_color: '#fff',
  mem_cen: '1',
  dep_func: '0',
};
const link = { name: 'Chat', url: 'https://example.test/chat' };
const pairs = {
  ErrorEnvelope: [
    guards.ErrorEnvelope,
    contracts.ErrorEnvelope,
    {
      success: false,
      code: 'login.failed',
      message: 'No',
      field: 'password',
      params: { max: '5' },
      value: 3,
    },
  ],
  SystemStatus: [
    guards.SystemStatus,
    contracts.SystemStatus,
    {
      maintenance: false,
      regionRestriction: true,
      location: { ip: '127.0.0.1' },
      info: {
        customerService: [link],
        resources: [{ resourceType: 'IOS', url: '/ios' }],
        mobileTemplate: template,
        imageCDNs: ['https://cdn.example.test'],
      },
    },
  ],
  ConsolidatedSettings: [
    guards.ConsolidatedSettings,
    contracts.ConsolidatedSettings,
    {
      merchantCode: 'DEMO',
      merchantName: 'Perlas Play',
      trialMerchantCode: null,
      currency: 'PHP',
      currencySymbol: '₱',
      defaultLanguage: 'TY',
      supportedLanguages: ['TY', 'EN'],
      customerService: [link],
      socialLinks: [{ type: 'TELEGRAM', url: 'https://t.example.test' }],
      resources: [{ resourceType: 'Android', url: '/android' }],
      mobileTemplate: template,
      withdrawalEnabled: true,
      vipBenefitDisplay: false,
      imageCDNs: [],
      jackpot: { min: 10, max: 20, incrementMin: 1, incrementMax: 2, tickSeconds: [3] },
      firebase: {
        apiKey: 'AIza-demo',
        authDomain: 'perlas-demo.firebaseapp.com',
        projectId: 'perlas-demo',
        appId: '1:2:web:3',
      },
    },
  ],
  WhitelabelTree: [
    guards.WhitelabelTree,
    contracts.WhitelabelTree,
    [
      {
        modId: 'REG3',
        enabled: true,
        childrenNodes: [{ modId: 'CAPTCHA3', enabled: false, childrenNodes: [] }],
      },
    ],
  ],
  MemberInfo: [
    guards.MemberInfo,
    contracts.MemberInfo,
    {
      id: 7,
      account: 'demo',
      nickname: 'Demo',
      type: 0,
      regDate: 1_700_000_000_000,
      toUpline: false,
      firstTimeLogin: false,
      countryDialingCode: '+63',
      mobileNum: '*******4567',
      email: '',
      payeeName: '',
      icon: 'avatar-1',
      currency: 'PHP',
    },
  ],
  WalletBalance: [
    guards.WalletBalance,
    contracts.WalletBalance,
    { sumBalance: 10_000.5, currency: 'PHP', currencySymbol: '₱' },
  ],
  ContractRequestInfo: [
    guards.ContractRequestInfo,
    contracts.ContractRequestInfo,
    {
      dailysalreqtype: 'NEW',
      divtypecompperiodreq: '',
      contracthoursalreq: true,
      dailysalinfotype: 'P',
      divtypecompperiodinfo: '',
      contracthoursalinfo: 'A',
    },
  ],
  EncryptionKey: [
    guards.EncryptionKey,
    contracts.EncryptionKey,
    { kid: 'k1', publicKey: 'ab'.repeat(32), scheme: contracts.SEALED_BODY_SCHEME, serverTime: 5 },
  ],
  LobbyNews: [guards.LobbyNews, contracts.LobbyNews, { list: [{ id: 1, title: 'News' }] }],
  Announcements: [
    guards.Announcements,
    contracts.Announcements,
    {
      banners: [
        {
          id: 1,
          groupName: 'm_home',
          url: '/media/banners/welcome-en.svg',
          title: 'Welcome',
          linkageType: 'P',
          linkage: 'WELCOME100',
          vendor: '',
          roomId: '',
          nodeId: '',
          gameType: '',
        },
      ],
      player: [{ id: 2, title: 'News', content: '<p>Hi</p>', publishTime: 5, read: false }],
      agent: [],
      popup: [{ id: 3, title: 'Popup', content: '<p>Hello</p>' }],
      promotion: [],
      hot: [
        {
          id: 4,
          matchTime: 1_700_000_000_000,
          league: 'PBA',
          homeTeam: 'Manila Kings',
          awayTeam: 'Cebu Sharks',
          homeTeamImageUrl: '/media/teams/manila-kings.svg',
          awayTeamImageUrl: '/media/teams/cebu-sharks.svg',
          vendor: 'SV3',
          roomId: '1',
          nodeId: '2',
        },
      ],
    },
  ],
} as const;

/** Values that no field of these answers takes in the place of another. */
const WRONG = [undefined, null, 'x', '', 1.5, -1, 2 ** 60, Number.NaN, true, {}, [], [1]];

/** The sample with one field (at any depth) removed or replaced by each wrong value. */
function* variants(value: unknown): Generator {
  for (const wrong of WRONG) yield wrong;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      for (const changed of variants(item)) yield value.with(index, changed);
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, field] of Object.entries(value)) {
      yield Object.fromEntries(Object.entries(value).filter(([other]) => other !== key));
      for (const changed of variants(field)) yield { ...value, [key]: changed };
    }
  }
}

describe('first-load answer guards', () => {
  it('have the zod contracts’ types', () => {
    expectTypeOf<Infer<typeof guards.ErrorEnvelope>>().toEqualTypeOf<contracts.ErrorEnvelope>();
    expectTypeOf<Infer<typeof guards.SystemStatus>>().toEqualTypeOf<
      z.infer<typeof contracts.SystemStatus>
    >();
    expectTypeOf<Infer<typeof guards.ConsolidatedSettings>>().toEqualTypeOf<
      z.infer<typeof contracts.ConsolidatedSettings>
    >();
    expectTypeOf<Infer<typeof guards.WhitelabelTree>>().toEqualTypeOf<
      z.infer<typeof contracts.WhitelabelTree>
    >();
    expectTypeOf<Infer<typeof guards.MemberInfo>>().toEqualTypeOf<
      z.infer<typeof contracts.MemberInfo>
    >();
    expectTypeOf<Infer<typeof guards.WalletBalance>>().toEqualTypeOf<
      z.infer<typeof contracts.WalletBalance>
    >();
    expectTypeOf<Infer<typeof guards.EncryptionKey>>().toEqualTypeOf<
      z.infer<typeof contracts.EncryptionKey>
    >();
    expectTypeOf<Infer<typeof guards.Announcements>>().toEqualTypeOf<
      z.infer<typeof contracts.Announcements>
    >();
  });

  it('ask for the unread count where its relay answers', () => {
    expect(guards.UNREAD_COUNT_PATH).toBe(contracts.relayPath(contracts.unreadCountRelay));
    expect(guards.UnreadCount.safeParse(3)).toEqual(contracts.unreadCountRelay.answer.safeParse(3));
    expect(guards.UnreadCount.safeParse('3').success).toBe(false);
  });

  it('ask for the lobby news where its relay answers, as it takes', () => {
    expect(guards.LOBBY_NEWS_PATH).toBe(contracts.relayPath(contracts.lobbyNewsRelay));
    expect(contracts.lobbyNewsRelay.query.safeParse(guards.LOBBY_NEWS_QUERY).success).toBe(true);
    expectTypeOf<Infer<typeof guards.LobbyNews>>().toEqualTypeOf<
      z.infer<typeof contracts.LobbyNews>
    >();
  });

  it('ask for the home content as the relay contract and SPEC §9 say', () => {
    expect(guards.HOME_ANNOUNCEMENTS_PATH).toBe(
      contracts.relayPath(contracts.getAnnouncementsRelay),
    );
    expect(guards.HOME_ANNOUNCEMENTS_QUERY.types.split(',')).toEqual([
      ...contracts.HOME_ANNOUNCEMENT_TYPES,
    ]);
    expect(contracts.AnnouncementsQuery.safeParse(guards.HOME_ANNOUNCEMENTS_QUERY).success).toBe(
      true,
    );
  });

  for (const [name, [guard, schema, sample]] of Object.entries(pairs)) {
    it(`${name}: accepts a valid answer as zod does, without keys zod drops`, () => {
      const answer = { extra: 'dropped', ...(sample as object) };
      const input = Array.isArray(sample) ? sample : answer;
      expect(guard.safeParse(input)).toEqual({ success: true, data: schema.parse(input) });
      expect(guard.safeParse(input).data).toEqual(sample);
    });

    it(`${name}: refuses every answer zod refuses (a field missing or of another type)`, () => {
      let refused = 0;
      for (const variant of variants(sample)) {
        const expected = schema.safeParse(variant).success;
        expect(guard.safeParse(variant).success, JSON.stringify(variant)).toBe(expected);
        if (!expected) refused += 1;
      }
      expect(refused).toBeGreaterThan(10);
    });
  }
});
