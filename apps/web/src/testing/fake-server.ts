import {
  DEFAULT_REGISTER_SETTINGS,
  defaultJackpot,
  type LoginResult,
  newEncryptionKeyPair,
  openBody,
  SEALED_BODY_SCHEME,
  SealedBody,
  type ConsolidatedSettings,
  type SystemStatus,
  type WhitelabelNode,
  whitelabelBlueprintRows,
} from '@app/contracts';
import { vi } from 'vitest';

/** The demo merchant's mobile template (member centre 1, deposit page 1), in status and settings. */
const MOBILE_TEMPLATE = {
  app_background: '',
  app_desc: '',
  app_desc_font_color: '',
  mem_cen: '1',
  dep_func: '1',
};

/** Data factories in the contracts' shapes, with the demo merchant's values. */
export function statusFixture(patch: Partial<SystemStatus> = {}): SystemStatus {
  return {
    maintenance: false,
    regionRestriction: false,
    location: { ip: '203.0.113.7' },
    info: {
      customerService: [{ name: 'EMAIL', url: 'mailto:support@example.test' }],
      resources: [],
      mobileTemplate: { ...MOBILE_TEMPLATE },
      imageCDNs: [],
    },
    ...patch,
  };
}

export function settingsFixture(patch: Partial<ConsolidatedSettings> = {}): ConsolidatedSettings {
  return {
    merchantCode: 'DEMO',
    merchantName: 'Perlas Play',
    trialMerchantCode: 'DEMOTRIAL',
    currency: 'PHP',
    currencySymbol: '₱',
    defaultLanguage: 'TY',
    supportedLanguages: ['TY', 'EN'],
    customerService: [],
    socialLinks: [],
    resources: [],
    mobileTemplate: { ...MOBILE_TEMPLATE },
    withdrawalEnabled: true,
    vipBenefitDisplay: true,
    imageCDNs: [],
    jackpot: defaultJackpot(),
    firebase: null,
    ...patch,
  };
}

/** The default white-label tree, with some modules switched. */
export function whitelabelFixture(overrides: Record<string, boolean> = {}): WhitelabelNode[] {
  const rows = whitelabelBlueprintRows();
  const build = (parent: string | null): WhitelabelNode[] =>
    rows
      .filter((row) => row.parentModId === parent)
      .map((row) => ({
        modId: row.modId,
        enabled: overrides[row.modId] ?? row.enabled,
        childrenNodes: build(row.modId),
      }));
  return build(null);
}

type Answer = { status?: number; body: unknown; headers?: Record<string, string> };
/** A handler may answer later (a Promise), to hold a request open while a test looks. */
type Handler = (url: URL, init: RequestInit | undefined) => Answer | Promise<Answer>;
export type FakeServer = { requests: { url: URL; init: RequestInit | undefined }[] };

/** Replaces fetch with handlers by path; an unknown path answers the server's JSON 404. */
export function fakeServer(handlers: Record<string, unknown>): FakeServer {
  const server: FakeServer = { requests: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: URL | string, init?: RequestInit) => {
      const url = new URL(String(input), window.location.origin);
      server.requests.push({ url, init });
      const handler = handlers[url.pathname];
      const answer: Answer | Promise<Answer> =
        handler === undefined
          ? { status: 404, body: { success: false, code: 'url.not.found', message: 'not found' } }
          : typeof handler === 'function'
            ? (handler as Handler)(url, init)
            : { body: { success: true, value: handler } };
      return Promise.resolve(answer).then(
        ({ status = 200, body, headers }) =>
          // A 304 carries no body.
          new Response(status === 304 ? null : JSON.stringify(body), {
            status,
            headers: { 'Content-Type': 'application/json', ...headers },
          }),
      );
    }),
  );
  return server;
}

/** The three start-up reads of a normal, open site, and home's game lobby (empty). */
export function siteHandlers(
  options: {
    status?: Partial<SystemStatus>;
    flags?: Record<string, boolean>;
    settings?: Partial<ConsolidatedSettings>;
  } = {},
) {
  return {
    '/wps/system/status': statusFixture(options.status),
    '/wps/system/whitelabel': whitelabelFixture(options.flags),
    '/wps/system/settings/consolidated': settingsFixture(options.settings),
    // Home's popular games panel: an empty lobby unless a test gives one.
    '/wps/relay/GCSGAME_getVassGameType': { sorting: [], mapping: {} },
    '/wps/relay/GCSGAME_hotGamesV2': { list: [] },
  };
}

/** The fake server's sealing key (one per test file), so handlers can open sealed bodies. */
export const serverKey = newEncryptionKeyPair();

/** The JSON a sealed request carried, opened as the server would. */
export function openSealed(url: URL, init: RequestInit | undefined): Record<string, unknown> {
  const raw = typeof init?.body === 'string' ? init.body : '';
  const sealed = SealedBody.parse(JSON.parse(raw));
  return openBody(serverKey.secretKey, init?.method ?? 'GET', url.pathname, sealed) as Record<
    string,
    unknown
  >;
}

/** The JSON body a request carried (unsealed). */
export const requestJson = (init: RequestInit | undefined): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;

/** An error answer in the envelope. */
export const errorAnswer = (
  status: number,
  code: string,
  message: string,
  extra: { field?: string; value?: unknown } = {},
) => ({ status, body: { success: false, code, message, ...extra } });

export function loginResultFixture(patch: Partial<LoginResult> = {}): LoginResult {
  return {
    token: 'new-token',
    id: 7,
    userName: 'juan',
    customerType: 0,
    firstTimeLogin: false,
    passwordExpired: false,
    merchantCode: 'DEMO',
    ...patch,
  };
}

export const CAPTCHA_IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';

/** What the auth screens read before any action: key, field rules, countries, captcha. */
export function authHandlers() {
  return {
    '/wps/system/encryption/key': {
      kid: 'test-key',
      publicKey: serverKey.publicKey,
      scheme: SEALED_BODY_SCHEME,
      serverTime: Date.now(),
    },
    '/wps/system/setting/register': DEFAULT_REGISTER_SETTINGS,
    '/wps/system/country': [
      { countryCode: 'PH', countryName: 'Pilipinas', dialingCode: '63' },
      { countryCode: 'VN', countryName: 'Vietnam', dialingCode: '84' },
    ],
    '/wps/captcha': CAPTCHA_IMAGE,
  };
}
