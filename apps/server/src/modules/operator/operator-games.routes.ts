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
  ok,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GamesService } from '../games/index.js';
import { operatorRoute } from './operator-guard.js';

const base = `${OPERATOR_PREFIX}/merchants/:merchantCode/games`;

/**
 * The merchant's catalogue: list games (GET, ?vendor= ?gameType=) and vendors (GET /vendors),
 * switch a game off or on and mark it hot or new (PUT /:nodeId), switch a vendor (PUT
 * /vendors/:vendor), reorder a category's vendors or a vendor's games (PUT /order). Each change
 * reaches the lobby's cached answers on every instance at once.
 */
export const operatorGamesRoutes: FastifyPluginAsyncZod<{
  games: GamesService;
  merchantId: (code: string) => Promise<number>;
}> = async (app, { games, merchantId }) => {
  app.get(
    base,
    operatorRoute(z.array(OperatorGame), {
      params: OperatorMerchantParams,
      querystring: z.object({ vendor: VendorCode.optional(), gameType: GameTypeCode.optional() }),
    }),
    async (request) => {
      const { vendor, gameType } = request.query;
      const { games: list } = await games.operator.list(
        await merchantId(request.params.merchantCode),
      );
      return ok(
        list.filter(
          (game) =>
            (vendor === undefined || game.vassalage === vendor) &&
            (gameType === undefined || game.gameType === gameType),
        ),
      );
    },
  );
  app.get(
    `${base}/vendors`,
    operatorRoute(z.array(OperatorVendor), { params: OperatorMerchantParams }),
    async (request) =>
      ok((await games.operator.list(await merchantId(request.params.merchantCode))).vendors),
  );
  app.put(
    `${base}/vendors/:vendor`,
    operatorRoute(OperatorVendor, {
      params: OperatorVendorParams,
      body: OperatorVendorSwitch,
    }),
    async (request) => {
      const id = await merchantId(request.params.merchantCode);
      return ok(await games.operator.setVendor(id, request.params.vendor, request.body.enabled));
    },
  );
  app.put(
    `${base}/order`,
    operatorRoute(z.boolean(), { params: OperatorMerchantParams, body: OperatorOrder }),
    async (request) => {
      await games.operator.order(await merchantId(request.params.merchantCode), request.body);
      return ok(true);
    },
  );
  app.put(
    `${base}/:nodeId`,
    operatorRoute(OperatorGame, { params: OperatorGameParams, body: OperatorGameSwitch }),
    async (request) => {
      const id = await merchantId(request.params.merchantCode);
      return ok(await games.operator.setGame(id, Number(request.params.nodeId), request.body));
    },
  );
};
