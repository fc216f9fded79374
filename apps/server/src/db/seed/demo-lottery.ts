import {
  betsDigestOf,
  winningNumberOf,
  type NumberFormatCode,
  type PrizeMode,
} from '@app/contracts';
import { drawInterval, newDrawSeed, slotsAfter } from '@/modules/lottery/index.js';
import type { DbOrTx } from '../client.js';
import {
  lotteryDraws,
  lotteryGames,
  type LotterySchedule,
  type LotteryTexts,
} from '../schema/index.js';
import { demoMerchantIds, hasRows } from './demo-sites.js';

type DemoGame = {
  gameCode: string;
  gameGroupCode: 'FAST' | 'VN';
  names: LotteryTexts;
  remarks: LotteryTexts;
  numberFormat: NumberFormatCode;
  schedule: LotterySchedule;
  saleSeconds: number;
  lockSeconds: number;
  prizeModes: PrizeMode[];
  entPlay: boolean;
  isHot: boolean;
  /** Minor units: each bet's stake, and one member's total on one draw. */
  betMin: number;
  betMax: number;
  drawMax: number;
};

const ALL_MODES: PrizeMode[] = ['LOTT', 'ZY', 'ELOTT'];
const fast = (minutes: number, isHot: boolean): DemoGame => ({
  gameCode: `SPD${minutes}`,
  gameGroupCode: 'FAST',
  names: {
    TY: `Speed 5D · ${minutes} Minuto`,
    EN: `Speed 5D · ${minutes} Minute${minutes === 1 ? '' : 's'}`,
  },
  remarks: {
    TY: `Limang numero (0–9) bawat ${minutes === 1 ? 'minuto' : `${minutes} minuto`}`,
    EN: `Five digits (0–9) every ${minutes === 1 ? 'minute' : `${minutes} minutes`}`,
  },
  numberFormat: 'D5',
  schedule: { kind: 'interval', seconds: minutes * 60 },
  // On sale from the draw before until lockSeconds before its own.
  saleSeconds: minutes * 60,
  lockSeconds: minutes === 1 ? 10 : 30,
  prizeModes: ALL_MODES,
  entPlay: true,
  isHot,
  betMin: 100,
  betMax: 1_000_000,
  drawMax: 5_000_000,
});

/** A daily regional draw at a Manila time (Vietnam's hour plus one), selling for 23 hours. */
const regional = (
  gameCode: string,
  region: { TY: string; EN: string; local: string },
  time: string,
  numberFormat: NumberFormatCode,
  isHot: boolean,
): DemoGame => ({
  gameCode,
  gameGroupCode: 'VN',
  names: {
    TY: `Vietnam ${region.TY} (${region.local})`,
    EN: `Vietnam ${region.EN} (${region.local})`,
  },
  remarks: {
    TY: `Araw-araw na bola, ${time}; ang huling numero ng espesyal na premyo ang 2D/3D`,
    EN: `Daily draw at ${time}; the special prize's last digits decide 2D/3D`,
  },
  numberFormat,
  schedule: { kind: 'daily', time },
  saleSeconds: 23 * 3600,
  lockSeconds: 15 * 60,
  prizeModes: ['LOTT', 'ELOTT'],
  entPlay: false,
  isHot,
  betMin: 100,
  betMax: 2_000_000,
  drawMax: 10_000_000,
});

/** The demo's lottery games: three fast games and three daily regional draws. */
export const DEMO_LOTTERY_GAMES: readonly DemoGame[] = [
  fast(1, true),
  fast(3, false),
  fast(5, true),
  regional('VNNORTH', { TY: 'Hilaga', EN: 'North', local: 'Miền Bắc' }, '19:15', 'VN_NORTH', true),
  regional(
    'VNCENTRAL',
    { TY: 'Gitna', EN: 'Central', local: 'Miền Trung' },
    '18:15',
    'VN_SOUTH',
    false,
  ),
  regional('VNSOUTH', { TY: 'Timog', EN: 'South', local: 'Miền Nam' }, '17:15', 'VN_SOUTH', false),
];

/** Results already drawn, so a fresh site shows previous numbers and a history to verify. */
const PAST_DRAWS = 12;

/**
 * The games of `merchantId`, with their recent results drawn (from real seeds, no bets) and
 * revealed. Only drawn draws: the engine creates the coming ones, their seeds sealed.
 */
export async function seedDemoLottery(tx: DbOrTx, merchantId: number, now = Date.now()) {
  const rows = await tx
    .insert(lotteryGames)
    .values(
      DEMO_LOTTERY_GAMES.map((game, sortOrder) => ({
        ...game,
        merchantId,
        sortOrder,
        tradPlay: true,
      })),
    )
    .returning();
  const past = rows.flatMap((game) => {
    const start = now - PAST_DRAWS * drawInterval(game.schedule) * 1000;
    return slotsAfter(game, start, PAST_DRAWS)
      .filter((slot) => slot.drawAt <= now)
      .map((slot) => {
        const { seed, seedHash } = newDrawSeed();
        const betsDigest = betsDigestOf([]);
        return {
          merchantId,
          gameId: game.id,
          numero: slot.numero,
          openAt: new Date(slot.openAt),
          lockAt: new Date(slot.lockAt),
          drawAt: new Date(slot.drawAt),
          seed,
          seedHash,
          betsDigest,
          status: 'drawn' as const,
          winningNumber: winningNumberOf(
            seed,
            game.gameCode,
            slot.numero,
            game.numberFormat,
            betsDigest,
          ),
          drawnAt: new Date(slot.drawAt),
          settledAt: new Date(slot.drawAt),
        };
      });
  });
  if (past.length > 0) await tx.insert(lotteryDraws).values(past);
}

/**
 * A demo database seeded before the lottery existed gets its games on its next start, on the
 * demo merchant and its trial site. Nothing happens once any lottery game exists.
 */
export async function seedDemoLotteryIfMissing(tx: DbOrTx): Promise<void> {
  if (await hasRows(tx, lotteryGames.id)) return;
  for (const id of await demoMerchantIds(tx)) await seedDemoLottery(tx, id);
}
