import {
  OPERATOR_PREFIX,
  OperatorDepositChannel,
  OperatorDepositChannelBody,
  OperatorDepositChannelParams,
  OperatorMerchantParams,
} from '@app/contracts';
import { z } from 'zod';
import type { DepositService } from '../deposit/index.js';
import { merchantRoutes, type OperatorMerchantRoutes } from './operator-merchant.js';

const list = `${OPERATOR_PREFIX}/merchants/:merchantCode/deposit-channels`;

/**
 * A merchant's payment channels for deposits: list them all, on and off (GET), or create or
 * replace one by its code (PUT, the whole channel). No DELETE: requests refer to their channel,
 * so a channel is switched off (enabled: false) and members no longer see it.
 */
export const operatorDepositChannelsRoutes: OperatorMerchantRoutes<{
  deposits: DepositService;
}> = async (app, { deposits, merchantId }) => {
  const route = merchantRoutes(merchantId);
  app.get(
    list,
    route(z.array(OperatorDepositChannel), { params: OperatorMerchantParams }, (id) =>
      deposits.operator.channels(id),
    ),
  );
  app.put(
    `${list}/:channelCode`,
    route(
      OperatorDepositChannel,
      { params: OperatorDepositChannelParams, body: OperatorDepositChannelBody },
      (id, { params, body }) => deposits.operator.saveChannel(id, params.channelCode, body),
    ),
  );
};
