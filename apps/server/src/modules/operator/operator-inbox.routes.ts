import {
  InboxSendInput,
  OPERATOR_PREFIX,
  OperatorInboxMessage,
  OperatorInboxParams,
  OperatorMerchantParams,
} from '@app/contracts';
import { z } from 'zod';
import type { InboxService } from '../inbox/index.js';
import { merchantRoutes, type OperatorMerchantRoutes } from './operator-merchant.js';

const list = `${OPERATOR_PREFIX}/merchants/:merchantCode/inbox`;

/**
 * Inbox messages: send one to a member or to all (POST), list the sent ones with their read
 * counts (GET), and recall one (DELETE /:id), which takes it out of every inbox.
 */
export const operatorInboxRoutes: OperatorMerchantRoutes<{ inbox: InboxService }> = async (
  app,
  { inbox, merchantId },
) => {
  const route = merchantRoutes(merchantId);
  app.get(
    list,
    route(z.array(OperatorInboxMessage), { params: OperatorMerchantParams }, (id) =>
      inbox.operator.sent(id),
    ),
  );
  app.post(
    list,
    route(
      OperatorInboxMessage,
      { params: OperatorMerchantParams, body: InboxSendInput },
      (id, { body }) => inbox.operator.send(id, body),
    ),
  );
  app.delete(
    `${list}/:id`,
    route(z.boolean(), { params: OperatorInboxParams }, async (id, { params }) => {
      await inbox.operator.remove(id, params.id);
      return true;
    }),
  );
};
