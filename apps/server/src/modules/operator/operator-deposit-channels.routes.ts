import {
  OPERATOR_PREFIX,
  OperatorDepositChannel,
  OperatorDepositChannelBody,
  OperatorDepositChannelParams,
  OperatorMerchantParams,
  ok,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DepositService } from '../deposit/index.js';
import { operatorRoute } from './operator-guard.js';

const list = `${OPERATOR_PREFIX}/merchants/:merchantCode/deposit-channels`;

/**
 * A merchant's payment channels for deposits: list them all, on and off (GET), or create or
 * replace one by its code (PUT, the whole channel). No DELETE: requests refer to their channel,
 * so a channel is switched off (enabled: false) and members no longer see it.
 */
export const operatorDepositChannelsRoutes: FastifyPluginAsyncZod<{
  deposits: DepositService;
  merchantId: (code: string) => Promise<number>;
}> = async (app, { deposits, merchantId }) => {
  app.get(
    list,
    operatorRoute(z.array(OperatorDepositChannel), { params: OperatorMerchantParams }),
    async (request) =>
      ok(await deposits.operator.channels(await merchantId(request.params.merchantCode))),
  );

  app.put(
    `${list}/:channelCode`,
    operatorRoute(OperatorDepositChannel, {
      params: OperatorDepositChannelParams,
      body: OperatorDepositChannelBody,
    }),
    async (request) => {
      const { merchantCode, channelCode } = request.params;
      const id = await merchantId(merchantCode);
      return ok(await deposits.operator.saveChannel(id, channelCode, request.body));
    },
  );
};
