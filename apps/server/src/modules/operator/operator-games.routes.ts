import {
  GameTypeCode,
  OPERATOR_PREFIX,
  OperatorGame,
  OperatorGameParams,
  OperatorGameSwitch,
  OperatorMerchantParams,
  OperatorOrder,
  OperatorVendor,
  OperatorVendorParams,
  OperatorVendorSwitch,
  VendorCode,
} from '@app/contracts';
import { z } from 'zod';
import type { GamesService } from '../games/index.js';
import { merchantRoutes, type OperatorMerchantRoutes } from './operator-merchant.js';

const base = `${OPERATOR_PREFIX}/merchants/:merchantCode/games`;

/**
 * The merchant's catalogue: list games (GET, ?vendor= ?gameType=) and vendors (GET /vendors),
 * switch a game off or on and mark it hot or new (PUT /:nodeId), switch a vendor (PUT
 * /vendors/:vendor), reorder a category's vendors or a vendor's games (PUT /order). Each change
 * reaches the lobby's cached answers on every instance at once.
 */
export const operatorGamesRoutes: OperatorMerchantRoutes<{ games: GamesService }> = async (
  app,
  { games, merchantId },
) => {
  const route = merchantRoutes(merchantId);
  app.get(
    base,
    route(
      z.array(OperatorGame),
      {
        params: OperatorMerchantParams,
        querystring: z.object({ vendor: VendorCode.optional(), gameType: GameTypeCode.optional() }),
      },
      async (id, { query: { vendor, gameType } }) =>
        (await games.operator.list(id)).games.filter(
          (game) =>
            (vendor === undefined || game.vassalage === vendor) &&
            (gameType === undefined || game.gameType === gameType),
        ),
    ),
  );
  app.get(
    `${base}/vendors`,
    route(
      z.array(OperatorVendor),
      { params: OperatorMerchantParams },
      async (id) => (await games.operator.list(id)).vendors,
    ),
  );
  app.put(
    `${base}/vendors/:vendor`,
    route(
      OperatorVendor,
      { params: OperatorVendorParams, body: OperatorVendorSwitch },
      (id, { params, body }) => games.operator.setVendor(id, params.vendor, body.enabled),
    ),
  );
  app.put(
    `${base}/order`,
    route(
      z.boolean(),
      { params: OperatorMerchantParams, body: OperatorOrder },
      async (id, { body }) => {
        await games.operator.order(id, body);
        return true;
      },
    ),
  );
  app.put(
    `${base}/:nodeId`,
    route(
      OperatorGame,
      { params: OperatorGameParams, body: OperatorGameSwitch },
      (id, { params, body }) => games.operator.setGame(id, Number(params.nodeId), body),
    ),
  );
};
