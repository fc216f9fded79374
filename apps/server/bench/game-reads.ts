/** A read the bench measures against the bare route, with its own budget when it has one. */
export type Read = {
  name: string;
  path: string;
  headers: Record<string, string>;
  bare?: true;
  /** Share of the bare route's throughput it must reach (default: the bench's BUDGET). */
  budget?: number;
  /** Printed for comparison, held to no budget (its 304, when it has one, still is). */
  reference?: true;
};

/** A page of 26 of one category, filtered as the game list page asks for it. */
const GAME_LIST =
  '/wps/relay/GCSGAME_gameList?gameType=SLOTS&gameClassify=video&pageNo=2&pageSize=26&platform=html5&clientType=2';
const HOT_GAMES = '/wps/relay/GCSGAME_hotGamesV2?platform=html5';

/**
 * The lobby's cached reads (modules/games): as a guest (≥ 80 % of bare) and with a member's token
 * (≥ 60 %), which these answers never depend on.
 */
export function gameReads(phone: Record<string, string>, token: string): Read[] {
  const member = { ...phone, merchant: 'DEMO', authorization: token };
  return [
    { name: 'game list (26)', path: GAME_LIST, headers: phone },
    { name: 'game list, token', path: GAME_LIST, headers: member, budget: 0.6 },
    { name: 'hot games (br)', path: HOT_GAMES, headers: phone },
    { name: 'hot games, token', path: HOT_GAMES, headers: member, budget: 0.6 },
  ];
}

/** What the lottery lobby polls (SPEC §4: at the next draw, at most every 30 s). */
const LOTTERY_LOBBY = '/lgw/games/mobile_game_menus?prizeMode=ELOTT&device=MOBILE';

/**
 * The lottery lobby's cached answer: its remainTime values are filled in as each answer is sent,
 * so a 200 is compressed per answer (brotli at its fastest, ~80 µs for its 11 kB), printed for
 * reference; the poll of a phone with the ETag, mostly a 304 (a 200 only when a draw opens,
 * closes or is drawn), stands to the usual budget.
 */
export function lotteryReads(phone: Record<string, string>): Read[] {
  return [
    {
      name: 'lottery lobby (br)',
      path: LOTTERY_LOBBY,
      headers: phone,
      reference: true,
    },
  ];
}
