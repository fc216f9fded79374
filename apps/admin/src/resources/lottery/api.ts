import type {
  DrawStatus,
  OperatorLotteryDraws,
  OperatorLotteryGame,
  OperatorLotteryGameChange,
} from '@app/contracts';
import { api } from '@/shared/api';
import { currentMerchant, merchantPath } from '@/shared/merchant';

/** The operator API's lottery (packages/contracts operator-lottery.ts). */
export const gamesPath = () => merchantPath(currentMerchant(), 'lottery/games');
const gamePath = (gameCode: string) => `${gamesPath()}/${encodeURIComponent(gameCode)}`;

export const changeGame = (gameCode: string, body: OperatorLotteryGameChange) =>
  api<OperatorLotteryGame>('PUT', gamePath(gameCode), { body });

export const drawsOf = (gameCode: string, status: DrawStatus | undefined, before?: number) =>
  api<OperatorLotteryDraws>('GET', `${gamePath(gameCode)}/draws`, { query: { status, before } });
