import {
  OPERATOR_PREFIX,
  OperatorDepositChannel,
  OperatorDepositChannelBody,
  OperatorDepositChannelParams,
  OperatorMerchantParams,
  ok,
  successEnvelope,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DepositService } from '../deposit/index.js';
import { OPERATOR_ROUTE_CONFIG as config } from './operator-guard.js';

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
    {
      config,
      schema: {
        params: OperatorMerchantParams,
        response: { 200: successEnvelope(z.array(OperatorDepositChannel)) },
      },
    },
    async (request) =>
      ok(await deposits.operator.channels(await merchantId(request.params.merchantCode))),
  );

  app.put(
    `${list}/:channelCode`,
    {
      config,
      schema: {
        params: OperatorDepositChannelParams,
        body: OperatorDepositChannelBody,
        response: { 200: successEnvelope(OperatorDepositChannel) },
      },
    },
    async (request) => {
      const { merchantCode, channelCode } = request.params;
      const id = await merchantId(merchantCode);
      return ok(await deposits.operator.saveChannel(id, channelCode, request.body));
    },
  );
};
