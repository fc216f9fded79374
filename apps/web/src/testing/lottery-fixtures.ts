import {
  LOTTERY_FAIRNESS_ALGORITHM,
  algorithmOf,
  sha256Hex,
  winningNumberOf,
  type DrawHistory,
  type DrawResult,
  type LotteryGame,
  type LotteryMenu,
  type LotteryRecord,
  type NumberFormatCode,
} from '@app/contracts';

/** Data factories for the lottery, in the contracts' shapes, with the demo's games. */
export function lotteryGame(patch: Partial<LotteryGame> = {}): LotteryGame {
  const gameCode = patch.gameCode ?? 'SPD1';
  const numberFormat = patch.numberFormat ?? 'D5';
  return {
    gameId: 1,
    gameCode,
    gameGroupCode: 'FAST',
    gameName: 'Speed 5D · 1 Minuto',
    mobileIconUrl: `/wps/game/art/${gameCode}.svg`,
    remark: 'Limang numero bawat minuto',
    numero: '20260102-0001',
    previousWinningNumber: '44573~23',
    previousNumero: '20260102-0000',
    winningTime: Date.UTC(2026, 0, 2),
    isSale: true,
    remainTime: 65_000,
    lockTime: 10,
    entPlaySwitch: true,
    tradPlaySwitch: true,
    mUi: numberFormat,
    css: 'lottery-fast',
    code: gameCode,
    numberFormat,
    prizeModes: ['LOTT', 'ZY', 'ELOTT'],
    isHot: true,
    drawInterval: 60,
    seedHash: 'ab'.repeat(32),
    limits: { betMin: 100, betMax: 1_000_000, drawMax: 5_000_000 },
    ...patch,
  };
}

/**
 * The lobby's tabs: HOT, FAV (empty, as the server sends it; both named in English, which the
 * client translates itself), then the groups with their own names.
 */
export function lotteryMenus(
  groups: { tag: string; labelName: string; games: LotteryGame[] }[],
): LotteryMenu[] {
  const all = groups.flatMap((group) => group.games);
  return [
    { tag: 'HOT', labelName: 'Hot', gameMenus: all.filter((game) => game.isHot) },
    { tag: 'FAV', labelName: 'Favourites', gameMenus: [] },
    ...groups.map(({ tag, labelName, games }) => ({ tag, labelName, gameMenus: games })),
  ];
}

/**
 * A drawn result made the way the server draws it, from a seed of `n` and a bets digest (v2);
 * `betsDigest: null` makes a v1 draw (seed alone).
 */
export function drawnResult(
  gameCode: string,
  numero: string,
  n: number,
  format: NumberFormatCode = 'D5',
  betsDigest: string | null = sha256Hex(`bets-${n}`),
): DrawResult {
  const seed = n.toString(16).padStart(64, '0');
  return {
    numero,
    status: 'drawn',
    winningNumber: winningNumberOf(seed, gameCode, numero, format, betsDigest),
    winningTime: Date.UTC(2026, 0, 2, 0, n),
    drawnAt: Date.UTC(2026, 0, 2, 0, n),
    seedHash: sha256Hex(seed),
    seed,
    betsDigest,
    algorithm: algorithmOf(betsDigest),
  };
}

export function drawHistory(gameCode: string, list: DrawResult[]): DrawHistory {
  return { gameCode, numberFormat: 'D5', list, pageNum: 1, totalPages: 1, total: list.length };
}

/** A lottery order as the records list it (open on `numero` unless patched). */
export function lotteryRecord(patch: Partial<LotteryRecord> = {}): LotteryRecord {
  const numero = patch.numero ?? '20260102-0001';
  return {
    id: 11,
    game: 'lottery',
    gameCode: 'SPD1',
    gameName: 'Speed 5D · 1 Minuto',
    prizeMode: 'ELOTT',
    numero,
    stake: 3_000,
    payout: 0,
    profit: -3_000,
    status: 'open',
    createdAt: Date.UTC(2026, 0, 2, 3, 4),
    suborders: [
      {
        id: 21,
        betType: 'DIGIT',
        position: 1,
        pick: '7',
        amount: 1_000,
        multiple: 1,
        stake: 1_000,
        odds: 9.7,
        status: 'open',
        hits: null,
        payout: 0,
      },
      {
        id: 22,
        betType: 'SUM_BIG_SMALL',
        position: null,
        pick: 'BIG',
        amount: 1_000,
        multiple: 2,
        stake: 2_000,
        odds: 1.94,
        status: 'open',
        hits: null,
        payout: 0,
      },
    ],
    draw: {
      numero,
      status: 'selling',
      drawTime: Date.UTC(2026, 0, 2, 3, 5),
      winningNumber: null,
      seedHash: 'ab'.repeat(32),
      seed: null,
      betsDigest: null,
      numberFormat: 'D5',
      algorithm: LOTTERY_FAIRNESS_ALGORITHM,
    },
    ...patch,
  };
}
