import { INHOUSE_VENDOR, LOTTERY_ROUTE_VENDORS, type GameType } from '@app/contracts';
import type { DbOrTx } from '../client.js';
import {
  gameClassifications,
  games,
  gameVendors,
  merchantGames,
  merchantVendors,
} from '../schema/index.js';
import { demoMerchantIds, hasRows } from './demo-sites.js';
import {
  CARD_GAMES,
  CARD_VARIANTS,
  FISH_ADJECTIVES,
  FISH_NOUNS,
  FISH_SUFFIXES,
  LIVE_ROOMS,
  LIVE_TABLES,
  LOTTERY_GAMES,
  pick,
  randomOf,
  SLOT_ADJECTIVES,
  SLOT_NOUNS,
  SLOT_PLACES,
  SLOT_SUFFIXES,
} from './demo-game-names.js';

type Vendor = {
  code: string;
  displayName: string;
  gameType: GameType;
  color: string;
  /** How many games it brings (lobby vendors: their fixed list). */
  count: number;
};

/** The demo catalogue's vendors, in lobby order within each category. */
export const DEMO_VENDORS: readonly Vendor[] = [
  {
    code: 'PSB',
    displayName: 'Pacific Sportsbook',
    gameType: 'SPORTS',
    color: '#1f7a3d',
    count: 3,
  },
  { code: 'MSP', displayName: 'Manila Sports', gameType: 'SPORTS', color: '#c0392b', count: 3 },
  { code: 'TF', displayName: 'TF Esports', gameType: 'ESPORTS', color: '#6c3ce1', count: 2 },
  { code: 'IA', displayName: 'IA Esports', gameType: 'ESPORTS', color: '#0e8ad6', count: 2 },
  { code: 'DS88', displayName: 'DS88 Sabong', gameType: 'COCKFIGHT', color: '#b8860b', count: 1 },
  { code: 'SV3', displayName: 'SV388 Sabong', gameType: 'COCKFIGHT', color: '#a3122a', count: 1 },
  { code: 'RLC', displayName: 'Royal Live Casino', gameType: 'LIVE', color: '#8e1b3b', count: 26 },
  { code: 'GDL', displayName: 'Golden Dealer', gameType: 'LIVE', color: '#b7791f', count: 26 },
  { code: 'AZL', displayName: 'Azure Live', gameType: 'LIVE', color: '#1565c0', count: 26 },
  { code: 'OKF', displayName: 'Ocean King', gameType: 'FISH', color: '#00838f', count: 24 },
  { code: 'RFH', displayName: 'Reef Hunters', gameType: 'FISH', color: '#2e7d32', count: 24 },
  { code: 'LNS', displayName: 'Lucky Nine', gameType: 'SLOTS', color: '#d84315', count: 100 },
  { code: 'SPX', displayName: 'Spinix', gameType: 'SLOTS', color: '#7b1fa2', count: 100 },
  { code: 'GLN', displayName: 'Galleon Slots', gameType: 'SLOTS', color: '#0d47a1', count: 100 },
  { code: 'JKD', displayName: 'Jackpot Kingdom', gameType: 'SLOTS', color: '#c62828', count: 100 },
  { code: 'TGP', displayName: 'Tongits Palace', gameType: 'CARDS', color: '#4e342e', count: 32 },
  { code: 'PSC', displayName: 'Pusoy Club', gameType: 'CARDS', color: '#283593', count: 32 },
  {
    code: 'INHOUSE',
    displayName: 'Perlas Originals',
    gameType: 'INHOUSE',
    color: '#0f766e',
    count: 2,
  },
  {
    code: 'TCG_LOTTO_VN',
    displayName: 'TCG Lotto VN',
    gameType: 'LOTTERY',
    color: '#d32f2f',
    count: 8,
  },
  {
    code: 'TCG_SEA',
    displayName: 'TCG SEA Lottery',
    gameType: 'LOTTERY',
    color: '#00695c',
    count: 8,
  },
  { code: 'LOTT', displayName: 'Perlas Lotto', gameType: 'LOTTERY', color: '#f9a825', count: 3 },
  { code: 'ELOTT', displayName: 'E-Lotto', gameType: 'LOTTERY', color: '#5e35b1', count: 3 },
];

/** Classification tabs per category (SPEC §3 gameClassify), in TY and EN. */
const CLASSES: Partial<Record<GameType, readonly [string, string, string][]>> = {
  SLOTS: [
    ['video', 'Video Slots', 'Video Slots'],
    ['classic', 'Klasikong Slots', 'Classic Slots'],
    ['jackpot', 'Jackpot', 'Jackpot'],
    ['megaways', 'Megaways', 'Megaways'],
    ['bonusbuy', 'Bilhin ang Bonus', 'Buy Bonus'],
  ],
  FISH: [
    ['shooting', 'Pamamaril ng Isda', 'Fish Shooting'],
    ['arcade', 'Arcade', 'Arcade'],
  ],
  LIVE: [
    ['baccarat', 'Baccarat', 'Baccarat'],
    ['roulette', 'Roulette', 'Roulette'],
    ['blackjack', 'Blackjack', 'Blackjack'],
    ['sicbo', 'Sic Bo', 'Sic Bo'],
    ['dragontiger', 'Dragon Tiger', 'Dragon Tiger'],
    ['gameshow', 'Mga Game Show', 'Game Shows'],
  ],
  CARDS: [
    ['tongits', 'Tongits', 'Tongits'],
    ['pusoy', 'Pusoy', 'Pusoy'],
    ['lucky9', 'Lucky 9', 'Lucky 9'],
    ['poker', 'Poker', 'Poker'],
    ['table', 'Iba pang Baraha', 'Other Card Games'],
  ],
  LOTTERY: [
    ['fast', 'Mabilisang Bola', 'Fast Draws'],
    ['lotto', 'Lotto', 'Lotto'],
    ['digits', 'Mga Numero (2D–5D)', 'Digit Games'],
  ],
};

/** Minimum bets in minor units: SPEC §9's 0.01, 0.05, 0.1, 0.5, 0.75. */
const MIN_BETS = [1, 5, 10, 50, 75];
const LOBBIES: Partial<Record<GameType, readonly string[]>> = {
  SPORTS: ['Sportsbook', 'Live Betting', 'Virtual Sports'],
  ESPORTS: ['Esports Arena', 'Esports Live'],
  COCKFIGHT: ['Sabong Arena'],
};

type SeedGame = { gameId: string; name: string; classify: string };

/** A vendor's games: names drawn from the word lists, never repeated in the catalogue. */
function gamesOf(vendor: Vendor, index: number, used: Set<string>): SeedGame[] {
  const random = randomOf(0x9e3779b9 ^ (index * 7919));
  const unique = (make: () => string): string => {
    for (;;) {
      const name = make().replace(/\s+/g, ' ').trim();
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
  };
  const id = (n: number) => `${vendor.code.toLowerCase()}_${String(n + 1).padStart(3, '0')}`;
  const count = Array.from({ length: vendor.count }, (_, n) => n);
  switch (vendor.gameType) {
    case 'INHOUSE':
      return [
        { gameId: 'dice', name: 'Perlas Dice', classify: '' },
        { gameId: 'slot', name: 'Perlas Slots', classify: '' },
      ];
    case 'LOTTERY':
      return (LOTTERY_GAMES[vendor.code] ?? []).map(([gameId, name, classify]) => {
        used.add(name);
        return { gameId, name, classify };
      });
    case 'SLOTS':
      return count.map((n) => {
        const name = unique(() =>
          random() < 0.3
            ? `${pick(random, SLOT_NOUNS)} of ${pick(random, SLOT_PLACES)}`
            : `${pick(random, SLOT_ADJECTIVES)} ${pick(random, SLOT_NOUNS)} ${pick(random, SLOT_SUFFIXES)}`,
        );
        const classify = name.includes('Megaways')
          ? 'megaways'
          : /Jackpot|Link|Hold & Win/.test(name)
            ? 'jackpot'
            : pick(random, ['video', 'video', 'video', 'classic', 'bonusbuy']);
        return { gameId: id(n), name, classify };
      });
    case 'FISH':
      return count.map((n) => ({
        gameId: id(n),
        name: unique(
          () =>
            `${pick(random, FISH_ADJECTIVES)} ${pick(random, FISH_NOUNS)} ${pick(random, FISH_SUFFIXES)}`,
        ),
        classify: random() < 0.75 ? 'shooting' : 'arcade',
      }));
    case 'LIVE':
    case 'CARDS': {
      const kinds = vendor.gameType === 'LIVE' ? LIVE_TABLES : CARD_GAMES;
      const variants = vendor.gameType === 'LIVE' ? LIVE_ROOMS : CARD_VARIANTS;
      return count.map((n) => {
        const [kind, classify] = pick(random, kinds);
        const brand = vendor.displayName.split(' ')[0] ?? '';
        const name = unique(() =>
          random() < 0.15 && !kind.includes(brand)
            ? `${brand} ${kind}`
            : `${kind} ${pick(random, variants)}`,
        );
        return { gameId: id(n), name, classify };
      });
    }
    default:
      return (LOBBIES[vendor.gameType] ?? []).map((lobby, n) => ({
        gameId: n === 0 ? 'lobby' : id(n),
        name: unique(() => `${vendor.displayName.split(' ')[0] ?? ''} ${lobby}`),
        classify: '',
      }));
  }
}

/** Placeholders the vendors' launch adapter fills (modules/games/vendors). */
const launchUrlOf = (code: string) =>
  code === INHOUSE_VENDOR || LOTTERY_ROUTE_VENDORS.includes(code)
    ? ''
    : `https://play.${code.toLowerCase().replace(/_/g, '-')}.example/launch?game={gameId}&token={token}&lang={lang}&device={device}&back={backUrl}`;

/** The platform's catalogue: vendors, their games and the classification tabs. */
export async function seedDemoCatalogue(tx: DbOrTx): Promise<void> {
  await tx.insert(gameVendors).values(
    DEMO_VENDORS.map(({ code, displayName, gameType, color }) => ({
      code,
      displayName,
      gameType,
      color,
      accountTypeName: `${code}_WALLET`,
      launchUrl: launchUrlOf(code),
    })),
  );
  await tx.insert(gameClassifications).values(
    Object.entries(CLASSES).flatMap(([gameType, classes]) =>
      classes.map(([key, TY, EN], sortOrder) => ({
        gameType: gameType as GameType,
        key,
        names: { TY, EN },
        sortOrder,
      })),
    ),
  );
  const used = new Set<string>();
  const rows = DEMO_VENDORS.flatMap((vendor, index) =>
    gamesOf(vendor, index, used).map((game, n) => ({
      vendorCode: vendor.code,
      gameType: vendor.gameType,
      ...game,
      minBet: MIN_BETS[(index * 31 + n * 7) % MIN_BETS.length] ?? 10,
    })),
  );
  await tx.insert(games).values(rows);
}

/** Offers every game of the catalogue on `merchantId`, some marked hot or new. */
export async function seedDemoMerchantGames(tx: DbOrTx, merchantId: number): Promise<void> {
  await tx
    .insert(merchantVendors)
    .values(
      DEMO_VENDORS.map(({ code }, sortOrder) => ({ merchantId, vendorCode: code, sortOrder })),
    );
  const catalogue = await tx
    .select({ id: games.id, vendorCode: games.vendorCode })
    .from(games)
    .orderBy(games.id);
  const random = randomOf(merchantId * 104_729);
  // A shuffled order, so a category's list mixes its vendors as a live lobby does.
  const order = catalogue.map((_, n) => n);
  for (let n = order.length - 1; n > 0; n--) {
    const other = Math.floor(random() * (n + 1));
    [order[n], order[other]] = [order[other] ?? 0, order[n] ?? 0];
  }
  await tx.insert(merchantGames).values(
    catalogue.map((game, n) => ({
      merchantId,
      gameId: game.id,
      isHot: game.vendorCode === 'INHOUSE' || random() < 0.08,
      isNew: game.vendorCode === 'INHOUSE' || random() < 0.1,
      sortOrder: order[n] ?? n,
    })),
  );
}

/**
 * A demo database seeded before the catalogue existed gets it on its next start: every game on
 * the demo merchant and its trial site. Nothing happens once any vendor exists.
 */
export async function seedDemoCatalogueIfMissing(tx: DbOrTx): Promise<void> {
  if (await hasRows(tx, gameVendors.code)) return;
  const demo = await demoMerchantIds(tx);
  if (demo.length === 0) return;
  await seedDemoCatalogue(tx);
  for (const id of demo) await seedDemoMerchantGames(tx, id);
}
