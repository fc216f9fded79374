import { Leaderboard, type LeaderboardBoard } from '@app/contracts';
import type { AnswerCache } from '@/lib/cached-answer.js';
import type { MerchantSnapshot } from '../merchant/index.js';
import { STANDINGS_TTL_MS, type LeaderboardService } from './leaderboard.service.js';

export type BoardParams = { snapshot: MerchantSnapshot; board: LeaderboardBoard };

/**
 * The public board, one built body per merchant and board, with its ETag: every phone polling it
 * in the same minute gets the same bytes (or a 304), whatever their number. The key carries the
 * minute, so the answer is rebuilt at most once a minute from the standings of that minute; a
 * settled week's key carries no minute (its board no longer changes), so it is built once. Older
 * minutes' answers are never asked for again and age out of the cache (MAX_ANSWERS). The body
 * does not depend on the language (masked accounts and amounts only).
 */
export function defineLeaderboardAnswer(
  answers: AnswerCache,
  leaderboard: LeaderboardService,
  now: () => number,
) {
  return answers.define<BoardParams, Leaderboard>({
    name: 'leaderboard',
    schema: Leaderboard,
    key: ({ snapshot, board }) => {
      const { key } = leaderboard.weekOf(board);
      const base = `${snapshot.merchant.code}:${board}:${key}`;
      if (board === 'last' && leaderboard.isSettled(snapshot.merchant.id, key))
        return `${base}:final`;
      return `${base}:${Math.floor(now() / STANDINGS_TTL_MS)}`;
    },
    topics: () => [],
    vary: ['Merchant'],
    build: ({ snapshot, board }) => leaderboard.board(snapshot.merchant.id, board),
  });
}
