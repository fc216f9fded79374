import {
  OPERATOR_PREFIX,
  OperatorLotteryDraws,
  OperatorLotteryDrawsQuery,
  OperatorLotteryGame,
  OperatorLotteryGameChange,
  OperatorLotteryGameParams,
  OperatorMerchantParams,
} from '@app/contracts';
import { z } from 'zod';
import type { OperatorLottery } from '../lottery/index.js';
import { decisionRoute, merchantRoutes, type OperatorMerchantRoutes } from './operator-merchant.js';

const base = `${OPERATOR_PREFIX}/merchants/:merchantCode/lottery/games`;

/**
 * The merchant's lottery games (GET), a game's switches and limits changed with its audit line
 * (PUT /:gameCode), and a game's draws with results, proofs and what was bet on each
 * (GET /:gameCode/draws?status=&before=&limit=).
 */
export const operatorLotteryRoutes: OperatorMerchantRoutes<{ lottery: OperatorLottery }> = async (
  app,
  { lottery, merchantId },
) => {
  const route = merchantRoutes(merchantId);
  app.get(
    base,
    route(z.array(OperatorLotteryGame), { params: OperatorMerchantParams }, (id) =>
      lottery.games(id),
    ),
  );
  app.put(
    `${base}/:gameCode`,
    decisionRoute(
      route(
        OperatorLotteryGame,
        { params: OperatorLotteryGameParams, body: OperatorLotteryGameChange },
        (id, { params, body, operatorAudit }) =>
          lottery.change(id, params.gameCode, body, operatorAudit),
      ),
    ),
  );
  app.get(
    `${base}/:gameCode/draws`,
    route(
      OperatorLotteryDraws,
      { params: OperatorLotteryGameParams, querystring: OperatorLotteryDrawsQuery },
      (id, { params, query }) => lottery.draws(id, params.gameCode, query),
    ),
  );
};
